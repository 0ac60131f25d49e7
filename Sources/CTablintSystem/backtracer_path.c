// Tells the Swift runtime where its crash backtracer is before it looks.
//
// Every dynamically linked Swift program on Linux runs the runtime's
// backtracing set-up before main: it asks dladdr() which file holds
// libswiftCore, derives the toolchain root from that path and finds the
// `swift-backtrace` helper below it. glibc's dladdr() answers by scanning
// every dynamic symbol of libswiftCore for the nearest one: about 0.5 M
// instructions, 8% of a `tablint check` on a small file. In wall time that
// is 0.2 ms of `tablint --version` and 0.05 ms of a small check on the
// 2-core benchmark machine (Benchmarks/startup/README.md: the check's later
// work touches much of what the scan brought in). The same path comes
// almost for free from dl_iterate_phdr(), which hands over each loaded
// object's name.
//
// So this file does, before the runtime, what the runtime would do: the
// root is the directory above `lib/swift` (possibly followed by a platform
// and an architecture directory), and the helper is the first file that
// exists among the runtime's places below it. It hands the result over as
// `SWIFT_BACKTRACE=swift-backtrace=PATH`, a setting the runtime documents,
// so backtraces on a crash stay exactly as they were.
//
// The hand-over has one constraint. The only code that runs before the
// shared libraries' initializers is the executable's pre-initializers, and
// the C library's initializer, which runs right after them, points
// `environ` back at the process's original environment array. A setenv()
// from a pre-initializer is therefore lost; the setting has to sit in the
// original array. It borrows the slot of one spare entry (`_`, OLDPWD,
// SHLVL and the like, which no start-up code reads) and gives it back from
// the executable's own initializer, which runs after every shared
// library's initializer and before main. From main on, the environment is
// exactly the one the process was given. (A shared library's initializer
// that read the lent variable would find it missing, and one that set it
// would add a second entry; none of the libraries a Swift program loads
// touches these variables.)
//
// It stands aside whenever the outcome could differ from the runtime's own
// search: when SWIFT_BACKTRACE or SWIFT_ROOT is set, when no libswiftCore.so
// is loaded (a static build), on an architecture it does not know, when
// the path holds a comma (the settings' separator) or is too long, when no
// spare entry exists, and when no helper is found (the runtime then warns
// and disables backtraces, as it always has). The places searched are
// Swift 6.3's; an older runtime searched fewer, and would only have found
// the same helper or none.

#define _GNU_SOURCE 1
#include "tablint_system.h"

// Any C library header defines __GLIBC__ under glibc.
#include <stdlib.h>

#include <string.h>

// Whether [start, end) of `path` is the path component `component`.
static int tablint_component_is(const char *start, const char *end, const char *component) {
    size_t length = strlen(component);
    return (size_t)(end - start) == length && memcmp(start, component, length) == 0;
}

// The length of the root prefix of `library` (ending in '/'), the way the
// runtime's _swift_getDefaultRootPath() derives it, or 0 when it would not
// be a plain prefix.
size_t tablint_swift_root_length(const char *library) {
    const char *end = strrchr(library, '/');
    if (end == NULL) return 0;
    // `end` points at the slash before the file name. Like the runtime,
    // accept `lib/swift` as the library's directory or up to two levels
    // above it (a platform, then an architecture directory).
    for (int level = 0; level < 3; level++) {
        // The component before `end` is [start, end).
        const char *start = end;
        while (start > library && start[-1] != '/') start--;
        if (start == library) return 0;
        if (tablint_component_is(start, end, "swift")) {
            const char *libEnd = start - 1; // the slash before "swift"
            const char *libStart = libEnd;
            while (libStart > library && libStart[-1] != '/') libStart--;
            // A root of "/" alone the runtime spells "./": stand aside.
            if (libStart > library + 1 && tablint_component_is(libStart, libEnd, "lib")) {
                return (size_t)(libStart - library);
            }
        }
        end = start - 1;
        if (end <= library) return 0;
    }
    return 0;
}

// Variables that nothing in a Swift program's start-up reads (the C and
// C++ libraries, the Swift runtime, Dispatch): one of them can stand aside
// while the shared libraries initialize. In order of preference. Not PATH,
// HOME, TERM or LANG: the runtime's backtracing set-up copies those for its
// helper's environment.
static const char *const tablint_spare_names[] = {
    "_", "OLDPWD", "SHLVL", "PWD", "HOSTNAME", "LOGNAME", "USER", "SHELL",
};
enum { tablint_spare_count = sizeof(tablint_spare_names) / sizeof(tablint_spare_names[0]) };

int tablint_spare_rank(const char *entry) {
    for (int rank = 0; rank < tablint_spare_count; rank++) {
        size_t length = strlen(tablint_spare_names[rank]);
        if (strncmp(entry, tablint_spare_names[rank], length) == 0 && entry[length] == '=') return rank;
    }
    return -1;
}

#if defined(__linux__) && defined(__GLIBC__)

#include <link.h>
#include <unistd.h>
#include <sys/stat.h>

enum { tablint_path_capacity = 4096 };

static const char tablint_setting_prefix[] = "SWIFT_BACKTRACE=swift-backtrace=";
static char tablint_setting[sizeof(tablint_setting_prefix) + tablint_path_capacity];

static const char tablint_core_name[] = "libswiftCore.so";

struct tablint_core_search {
    const char *path;
};

static int tablint_find_core(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    const char *name = info->dlpi_name;
    if (name == NULL || name[0] == 0) return 0;
    const char *slash = strrchr(name, '/');
    const char *base = slash ? slash + 1 : name;
    if (strcmp(base, tablint_core_name) != 0) return 0;
    ((struct tablint_core_search *)context)->path = name;
    return 1;
}

static int tablint_exists(const char *path) {
    struct stat info;
    return stat(path, &info) == 0;
}

#if defined(__x86_64__)
#define TABLINT_ARCH "x86_64"
#elif defined(__aarch64__)
#define TABLINT_ARCH "aarch64"
#else
#define TABLINT_ARCH ""
#endif

// The environment entry lent to the runtime, and the one it stands in for.
static char **volatile tablint_lent_slot = NULL;
static char *tablint_lent_entry = NULL;

// The spare entry of `envp` to lend, or NULL when there is none or when
// the user set SWIFT_BACKTRACE or SWIFT_ROOT. One pass over the array.
static char **tablint_spare_slot(char **envp) {
    char **best = NULL;
    int bestRank = tablint_spare_count;
    for (char **entry = envp; *entry != NULL; entry++) {
        if (strncmp(*entry, "SWIFT_BACKTRACE=", 16) == 0 || strncmp(*entry, "SWIFT_ROOT=", 11) == 0) return NULL;
        int rank = tablint_spare_rank(*entry);
        if (rank >= 0 && rank < bestRank) { best = entry; bestRank = rank; }
    }
    return best;
}

const char *tablint_backtracer_path(void) {
    return tablint_setting[0] ? tablint_setting + sizeof(tablint_setting_prefix) - 1 : NULL;
}

static void tablint_lend_backtracer_path(int argc, char **argv, char **envp) {
    (void)argc; (void)argv;
    // The runtime also looks in a directory named for the architecture.
    if (envp == NULL || TABLINT_ARCH[0] == 0) return;
    char **slot = tablint_spare_slot(envp);
    if (slot == NULL) return;
    struct tablint_core_search search = { NULL };
    dl_iterate_phdr(tablint_find_core, &search);
    if (search.path == NULL) return;
    size_t rootLength = tablint_swift_root_length(search.path);
    if (rootLength == 0) return;

    // The runtime's order of places (swift_copyAuxiliaryExecutablePath).
    static const char *const places[] = {
        "libexec/swift/linux/",
        "libexec/swift/linux/" TABLINT_ARCH "/",
        "libexec/swift/",
        "libexec/swift/" TABLINT_ARCH "/",
        "bin/",
        "bin/" TABLINT_ARCH "/",
        "",
    };
    static const char helper[] = "swift-backtrace";
    char *path = tablint_setting + sizeof(tablint_setting_prefix) - 1;
    for (size_t index = 0; index < sizeof(places) / sizeof(places[0]); index++) {
        size_t placeLength = strlen(places[index]);
        if (rootLength + placeLength + sizeof(helper) > tablint_path_capacity) return;
        memcpy(path, search.path, rootLength);
        memcpy(path + rootLength, places[index], placeLength);
        memcpy(path + rootLength + placeLength, helper, sizeof(helper));
        if (!tablint_exists(path)) continue;
        if (strchr(path, ',') != NULL) return;
        // The prefix goes in last: tablint_backtracer_path() reads its
        // first byte as "handed over".
        memcpy(tablint_setting, tablint_setting_prefix, sizeof(tablint_setting_prefix) - 1);
        tablint_lent_slot = slot;
        tablint_lent_entry = *slot;
        *slot = tablint_setting;
        return;
    }
}

// Pre-initializers run only in an executable, after relocation and before
// every shared library's initializers, libswiftCore's backtracing set-up
// included. The C library's own initializer (which runs next) points
// `environ` at the process's original environment array, so the setting
// must be in that array: it takes the place of one spare entry.
__attribute__((section(".preinit_array"), used))
static void (*const tablint_preinit_backtracer_path)(int, char **, char **) =
    tablint_lend_backtracer_path;

static void tablint_restore_startup_environment(void) {
    if (tablint_lent_slot == NULL) return;
    char **slot = tablint_lent_slot;
    tablint_lent_slot = NULL;
    if (*slot == tablint_setting) *slot = tablint_lent_entry;
    // A library's initializer may have moved the environment meanwhile
    // (setenv copies the array): mend the copy too.
    for (char **entry = environ; entry != NULL && *entry != NULL; entry++) {
        if (*entry == tablint_setting) *entry = tablint_lent_entry;
    }
}

// The executable's initializers run after every shared library's (the
// runtime has read its settings by then) and before main: the environment
// is whole again before any Swift code runs. The entry is placed in
// .init_array by hand, not with `constructor`: an optimizing compiler
// evaluates constructors at compile time as if they ran first, sees the
// slot still empty, and drops this one as doing nothing.
static void tablint_return_spare_entry(int argc, char **argv, char **envp) {
    (void)argc; (void)argv; (void)envp;
    tablint_restore_startup_environment();
}

__attribute__((section(".init_array"), used))
static void (*const tablint_init_return_spare_entry)(int, char **, char **) =
    tablint_return_spare_entry;

#else

const char *tablint_backtracer_path(void) { return 0; }

#endif
