#ifndef TABLINT_SYSTEM_H
#define TABLINT_SYSTEM_H

/// The C library setting Swift's Glibc module does not reach (malloc.h is
/// not part of it). A no-op where it does not apply.

/// Caps the number of malloc arenas glibc makes (one per thread that
/// allocates, up to 8 per core, by default). A long-lived process whose
/// threads hand memory to each other (the language server: a document's
/// analysis is built on the check worker and freed on another thread)
/// otherwise returns freed pages to the system and faults them in again
/// on the next check. No effect outside glibc.
void tablint_limit_malloc_arenas(int count);

#endif
