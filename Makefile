# umpire - build, test, run. `make run` and `make test` install missing
# Debian packages when run as root, or print the exact command otherwise.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
DESTDIR ?=
CC ?= cc
BUILD ?= build
# Parallel by default, a job per processor, unless -j is given; a make
# run by this one shares its parent's jobs.
ifeq ($(MAKELEVEL),0)
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 1)
endif
endif

WARN = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wformat=2 -Wwrite-strings -Wundef \
	-Wno-format-nonliteral
CFLAGS ?= -O2 -g
# override: a CFLAGS given on the command line (make asan, CI's -Werror)
# replaces only the optimisation and debug flags, never the standard, the
# warnings or the dependency files.
override CFLAGS += -std=c11 -pthread $(WARN) -MMD -MP
CPPFLAGS += -Iinclude -D_POSIX_C_SOURCE=200809L
# Front ends get the flags ncursesw and libedit ask for (they define
# _XOPEN_SOURCE themselves: no other feature macro there).
UI_CPPFLAGS = -Iinclude -D_GNU_SOURCE
PKGS = ncursesw libedit libmicrohttpd
# libmicrohttpd is loaded by `umpire serve` when it starts (src/serve/mhd.h),
# not linked: its header is used, its file name (SONAME) recorded.
LINK_PKGS = ncursesw libedit
MHD_SONAME := $(shell objdump -p "$$(pkg-config --variable=libdir libmicrohttpd 2>/dev/null)/libmicrohttpd.so" 2>/dev/null | awk '$$1 == "SONAME" { print $$2 }')
# The core's one library: libqrencode (QR codes for labels and live views).
CORE_LIBS = $(shell pkg-config --libs libqrencode) -lm

CORE_SRC = $(wildcard src/core/*.c) $(wildcard src/rules/*.c) \
	$(wildcard src/rules/*/*.c)
CLI_SRC = $(wildcard src/cli/*.c) $(wildcard src/server/*.c)
TUI_SRC = $(wildcard src/tui/*.c)
SERVE_SRC = $(wildcard src/serve/*.c)
DATA = $(shell find data -name '*.csv' -o -name '*.cmd' 2>/dev/null)
UNIT_TESTS = $(patsubst test/unit/%.c,$(BUILD)/test/%,$(wildcard test/unit/test_*.c))
SCREEN_TESTS = $(patsubst test/screen/%.c,$(BUILD)/test/%,$(wildcard test/screen/screen_*.c))

CORE_OBJ = $(patsubst src/%.c,$(BUILD)/%.o,$(CORE_SRC)) $(BUILD)/core/embedded.o
UI_OBJ = $(patsubst src/%.c,$(BUILD)/%.o,$(CLI_SRC) $(TUI_SRC) $(SERVE_SRC))

# make tsan: ThreadSanitizer over the threaded scan (see the target).
.PHONY: all build run test test-run asan tsan bench docs install uninstall clean \
	deps deps-test format format-check fuzz analyze cppcheck tidy valgrind

all: deps
	@$(MAKE) --no-print-directory build

deps:
	@tools/deps.sh build

deps-test:
	@tools/deps.sh test

build: $(BUILD)/umpire umpire

umpire: $(BUILD)/umpire
	@ln -sf $(BUILD)/umpire umpire

$(BUILD)/libumpire.a: $(CORE_OBJ)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/core/embedded.c: $(DATA) tools/embed.sh
	@mkdir -p $(dir $@)
	tools/embed.sh data > $@.tmp && mv $@.tmp $@

$(BUILD)/core/embedded.o: $(BUILD)/core/embedded.c
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

# The core and the rulesets: no curses, no libedit.
$(BUILD)/core/%.o: src/core/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
$(BUILD)/rules/%.o: src/rules/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/cli/%.o $(BUILD)/tui/%.o $(BUILD)/serve/%.o $(BUILD)/server/%.o: CPPFLAGS = $(UI_CPPFLAGS) $(shell pkg-config --cflags $(PKGS))
$(BUILD)/serve/mhd.o: CPPFLAGS += $(if $(MHD_SONAME),-DUM_MHD_SONAME='"$(MHD_SONAME)"')
$(BUILD)/cli/%.o: src/cli/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
$(BUILD)/server/%.o: src/server/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
$(BUILD)/tui/%.o: src/tui/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
$(BUILD)/serve/%.o: src/serve/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/umpire: $(UI_OBJ) $(BUILD)/libumpire.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(UI_OBJ) $(BUILD)/libumpire.a \
		$(shell pkg-config --libs $(LINK_PKGS)) -ldl $(CORE_LIBS)

$(BUILD)/test/%: test/unit/%.c $(BUILD)/libumpire.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -Wno-missing-prototypes -o $@ $< \
		$(BUILD)/libumpire.a -lcmocka $(CORE_LIBS)

$(BUILD)/test/screen_%: test/screen/screen_%.c $(filter-out $(BUILD)/cli/main.o,$(UI_OBJ)) $(BUILD)/libumpire.a
	@mkdir -p $(dir $@)
	$(CC) $(UI_CPPFLAGS) $(shell pkg-config --cflags $(PKGS)) $(CFLAGS) \
		-Wno-missing-prototypes -o $@ $< \
		$(filter-out $(BUILD)/cli/main.o,$(UI_OBJ)) $(BUILD)/libumpire.a \
		$(shell pkg-config --libs $(LINK_PKGS)) -ldl $(CORE_LIBS)

run: deps
	@$(MAKE) --no-print-directory build
	./$(BUILD)/umpire

test: deps-test
	@$(MAKE) --no-print-directory test-run

test-run: build $(UNIT_TESTS) $(SCREEN_TESTS) $(BUILD)/bench_scan
	@BUILD=$(BUILD) test/run.sh

# The command lists of docs/commands.md and docs/umpire.1, from the command
# table (test/arch/docs.sh fails when the committed ones differ).
docs: build
	tools/docs.sh $(BUILD)/umpire

# Sanitizer build and the whole test suite under it.
# Under the sanitizers the long e2e scripts take a sample (30 kills, every
# 12th golden script, a 2,000-unit threaded scan, the pick lists at 5,000
# units): their code paths, not their sizes, are what ASan checks; `make
# test` runs their usual sizes.
asan: deps-test
	@CRASH_KILLS=$${CRASH_KILLS:-30} TRUST_PROPERTY_EVERY=$${TRUST_PROPERTY_EVERY:-12} \
	SCAN_THREADS_UNITS=$${SCAN_THREADS_UNITS:-2000} UMPIRE_MANY=$${UMPIRE_MANY:-5000} \
	$(MAKE) --no-print-directory BUILD=build-asan \
		CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all -Werror" \
		LDFLAGS="-fsanitize=address,undefined" test-run

# ThreadSanitizer over everything that runs on threads: the scan (its
# goldens on 3 forced threads, and the threads test). Any report fails.
TSAN_CFLAGS = -O1 -g -fsanitize=thread -fno-omit-frame-pointer
tsan: deps-test
	@$(MAKE) --no-print-directory BUILD=build-tsan CFLAGS="$(TSAN_CFLAGS) -Werror" \
		LDFLAGS="-fsanitize=thread" build build-tsan/bench_scan
	@BUILD=build-tsan test/tsan.sh

bench: deps
	@$(MAKE) --no-print-directory build $(BUILD)/bench $(BUILD)/bench_scan
	@BUILD=$(BUILD) test/bench/run.sh

$(BUILD)/bench_scan: test/bench/bench_scan.c $(BUILD)/libumpire.a
	$(CC) $(CPPFLAGS) $(CFLAGS) -Wno-missing-prototypes -o $@ $< \
		$(BUILD)/libumpire.a $(CORE_LIBS)

$(BUILD)/bench: test/bench/bench.c $(BUILD)/libumpire.a
	$(CC) $(CPPFLAGS) $(CFLAGS) -Wno-missing-prototypes -o $@ $< \
		$(BUILD)/libumpire.a $(CORE_LIBS)

# Static and dynamic analysis (docs/hardening.md): cppcheck and clang-tidy
# over the core and both front ends, valgrind over the golden transcripts.
# Each fails on any finding; suppress only inline, with why.
ANALYZE_SRC = $(CORE_SRC) $(CLI_SRC) $(TUI_SRC) $(SERVE_SRC)
CPPCHECK = cppcheck
CPPCHECK_FLAGS = --enable=warning,style,performance,portability --std=c11 \
	--error-exitcode=1 --inline-suppr --quiet -Iinclude \
	--template='{file}:{line}: {severity}: {message} [{id}]'
CLANG_TIDY = clang-tidy
# The static analyzer's paths per function (clang's own default 225000,
# which costs CI about twice the time; docs/hardening.md):
# `make tidy TIDY_MAX_NODES=225000` explores as deep as clang does.
TIDY_MAX_NODES ?= 50000
TIDY_ARGS = --extra-arg=-Xclang --extra-arg=-analyzer-config \
	--extra-arg=-Xclang --extra-arg=max-nodes=$(TIDY_MAX_NODES)
JOBS ?= $(shell nproc 2> /dev/null || echo 2)

analyze:
	@$(MAKE) --no-print-directory cppcheck
	@$(MAKE) --no-print-directory tidy
	@$(MAKE) --no-print-directory valgrind

cppcheck:
	@echo "== cppcheck"
	$(CPPCHECK) $(CPPCHECK_FLAGS) -j $(JOBS) src
	@echo "cppcheck: clean"

tidy:
	@echo "== clang-tidy (.clang-tidy)"
	@printf '%s\n' $(ANALYZE_SRC) | xargs -P$(JOBS) -n1 sh -c \
	  'case $$0 in src/cli/*|src/tui/*|src/serve/*|src/server/*) f="-D_GNU_SOURCE $$(pkg-config --cflags $(PKGS))";; \
	   *) f="-D_POSIX_C_SOURCE=200809L";; esac; \
	   $(CLANG_TIDY) --quiet $(TIDY_ARGS) "$$0" -- -std=c11 -Iinclude $$f 2>/dev/null || \
	   { echo "clang-tidy: findings in $$0" >&2; exit 255; }'
	@echo "clang-tidy: clean"

valgrind: build
	@echo "== valgrind over the golden transcripts"
	@BUILD=$(BUILD) test/valgrind.sh

# libFuzzer harnesses (test/fuzz/, docs/hardening.md): built with clang in
# build-fuzz/, each run for FUZZ_SECONDS after replaying its committed
# corpus and crash regressions.
FUZZ_BUILD = build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_HARNESSES = fuzz_session fuzz_table fuzz_gamefile
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS = -O1 -g -fno-omit-frame-pointer $(FUZZ_SAN) -fsanitize=fuzzer-no-link

fuzz:
	@$(MAKE) --no-print-directory BUILD=$(FUZZ_BUILD) CC=clang \
		CFLAGS="$(FUZZ_CFLAGS)" \
		$(patsubst %,$(FUZZ_BUILD)/fuzz/%,$(FUZZ_HARNESSES))
	@FUZZ_BUILD=$(FUZZ_BUILD) FUZZ_SECONDS=$(FUZZ_SECONDS) \
		test/fuzz/run.sh $(FUZZ_HARNESSES)

$(BUILD)/fuzz/%: test/fuzz/%.c test/fuzz/fuzz_common.h $(BUILD)/libumpire.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -O1 -g -fno-omit-frame-pointer $(FUZZ_SAN) \
		-fsanitize=fuzzer -std=c11 $(WARN) -o $@ $< \
		$(BUILD)/libumpire.a $(CORE_LIBS)

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(BUILD)/umpire $(DESTDIR)$(BINDIR)/umpire
	install -m 644 docs/umpire.1 $(DESTDIR)$(MANDIR)/man1/umpire.1

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/umpire $(DESTDIR)$(MANDIR)/man1/umpire.1

FORMAT_FILES = $(shell git ls-files 'src/*.c' 'src/*.h' 'include/*.h' 'test/*.c' 'test/*.h' 2>/dev/null)

format:
	clang-format -i $(FORMAT_FILES)

format-check:
	clang-format --dry-run --Werror $(FORMAT_FILES)

clean:
	rm -rf build build-asan build-tsan build-fuzz umpire test/out

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
