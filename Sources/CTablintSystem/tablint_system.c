#include "tablint_system.h"

// Any C library header defines __GLIBC__ under glibc.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void tablint_limit_malloc_arenas(int count) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
    (void)mallopt(M_ARENA_MAX, count);
#else
    (void)count;
#endif
}
