// alternate: times whole commands in alternating rounds and reports each
// one's median wall time and the median of its per-round ratio to the last
// command. Every round runs each command once, so that a change in the
// machine's load affects every command of a round alike, and the order
// rotates from round to round; the ratio's median is what
// Benchmarks/startup/README.md quotes.
//
//   cc -O2 -o alternate alternate.c
//   ./alternate ROUNDS COMMAND... [-- COMMAND...]...
//
// A command's leading NAME=VALUE words are added to its environment, as
// env(1) would, without starting env. Standard output and error go to
// /dev/null; standard input is /dev/null. Each command is started with
// posix_spawn and waited for, so the figures hold no shell and no
// interpreter start-up (Python's subprocess adds about 1 ms to each side).

#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

enum { maximum_commands = 16, warm_up_rounds = 5 };

struct command {
    char **argv;        // the program and its arguments
    char **environment; // the additions, then this process's environment
    double *milliseconds;
};

static double now_milliseconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1e3 + (double)time.tv_nsec / 1e6;
}

static int compare_doubles(const void *left, const void *right) {
    double a = *(const double *)left, b = *(const double *)right;
    return (a > b) - (a < b);
}

static double median(const double *values, int count) {
    double *sorted = malloc(sizeof(double) * (size_t)count);
    if (sorted == NULL) { perror("alternate"); exit(2); }
    memcpy(sorted, values, sizeof(double) * (size_t)count);
    qsort(sorted, (size_t)count, sizeof(double), compare_doubles);
    double middle = count % 2 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2;
    free(sorted);
    return middle;
}

static double run_once(const struct command *command, posix_spawn_file_actions_t *actions) {
    pid_t child;
    double start = now_milliseconds();
    int failure = posix_spawn(&child, command->argv[0], actions, NULL, command->argv, command->environment);
    if (failure != 0) {
        fprintf(stderr, "alternate: cannot start %s: %s\n", command->argv[0], strerror(failure));
        exit(2);
    }
    int status;
    while (waitpid(child, &status, 0) < 0) {}
    return now_milliseconds() - start;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: alternate ROUNDS COMMAND... [-- COMMAND...]...\n");
        return 2;
    }
    int rounds = atoi(argv[1]);
    if (rounds < 1) { fprintf(stderr, "alternate: ROUNDS must be a positive number\n"); return 2; }

    struct command commands[maximum_commands];
    int count = 0;
    size_t inherited = 0;
    while (environ[inherited] != NULL) inherited++;
    int start = 2;
    for (int index = 2; index <= argc; index++) {
        if (index < argc && strcmp(argv[index], "--") != 0) continue;
        if (index == start) { fprintf(stderr, "alternate: an empty command\n"); return 2; }
        if (count == maximum_commands) { fprintf(stderr, "alternate: at most %d commands\n", maximum_commands); return 2; }
        if (index < argc) argv[index] = NULL;
        char **words = argv + start;
        int additions = 0;
        while (words[additions] != NULL && strchr(words[additions], '=') != NULL) additions++;
        if (words[additions] == NULL) { fprintf(stderr, "alternate: a command of assignments alone\n"); return 2; }
        char **environment = malloc(sizeof(char *) * ((size_t)additions + inherited + 1));
        double *milliseconds = malloc(sizeof(double) * (size_t)rounds);
        if (environment == NULL || milliseconds == NULL) { perror("alternate"); return 2; }
        memcpy(environment, words, sizeof(char *) * (size_t)additions);
        memcpy(environment + additions, environ, sizeof(char *) * (inherited + 1));
        commands[count++] = (struct command){ words + additions, environment, milliseconds };
        start = index + 1;
    }

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);

    // Each round starts one command further on, so that every command
    // takes every place in the order equally often: the first command after
    // another program runs measurably slower (about 5% here), which would
    // otherwise count against whichever command is listed first.
    for (int round = -warm_up_rounds; round < rounds; round++) {
        int first = (round + warm_up_rounds) % count;
        for (int step = 0; step < count; step++) {
            int index = (first + step) % count;
            double elapsed = run_once(&commands[index], &actions);
            if (round >= 0) commands[index].milliseconds[round] = elapsed;
        }
    }

    const struct command *reference = &commands[count - 1];
    double *ratios = malloc(sizeof(double) * (size_t)rounds);
    if (ratios == NULL) { perror("alternate"); return 2; }
    for (int index = 0; index < count; index++) {
        for (int round = 0; round < rounds; round++) {
            ratios[round] = commands[index].milliseconds[round] / reference->milliseconds[round];
        }
        printf("%7.2f ms  ratio %.2f  ", median(commands[index].milliseconds, rounds), median(ratios, rounds));
        for (char **word = commands[index].argv; *word != NULL; word++) printf("%s%s", word == commands[index].argv ? "" : " ", *word);
        printf("\n");
    }
    return 0;
}
