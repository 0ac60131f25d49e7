#ifndef TABLINT_SYSTEM_H
#define TABLINT_SYSTEM_H

#include <stddef.h>

/// The C library settings Swift's Glibc module does not reach (malloc.h is
/// not part of it), and the executable's start-up hand-over to the Swift
/// runtime (backtracer_path.c, which runs by itself before main). Everything
/// here is a no-op where it does not apply.

/// Caps the number of malloc arenas glibc makes (one per thread that
/// allocates, up to 8 per core, by default). A long-lived process whose
/// threads hand memory to each other (the language server: a document's
/// analysis is built on the check worker and freed on another thread)
/// otherwise returns freed pages to the system and faults them in again
/// on the next check. No effect outside glibc.
void tablint_limit_malloc_arenas(int count);

/// The crash backtracer's path that the executable's pre-initializer
/// handed to the Swift runtime (backtracer_path.c), or NULL when it stood
/// aside and left the search to the runtime. For tests.
const char *tablint_backtracer_path(void);

/// The length of the Swift toolchain root that prefixes the path of a
/// loaded libswiftCore (`/opt/swift/usr/` for
/// `/opt/swift/usr/lib/swift/linux/libswiftCore.so`), derived as the
/// runtime derives it; 0 when the path has no `lib/swift` directory in the
/// places the runtime looks. For tests.
size_t tablint_swift_root_length(const char *library);

/// The preference rank of an environment entry (`NAME=value`) whose
/// variable the pre-initializer may lend while the shared libraries
/// initialize (`_` is 0), or -1 for any other variable. For tests.
int tablint_spare_rank(const char *entry);

#endif
