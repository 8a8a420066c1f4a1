// schmier: the command line. Dispatches `schmier CMD ARGS...` to the command table
// (commands.cpp); exit codes 0 ok, 1 bad input, 2 usage.
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>

#include "commands.h"

#ifndef SCHMIER_VERSION
#define SCHMIER_VERSION "unknown"
#endif

namespace {

void print_usage(std::ostream& out) {
  out << "schmier " << SCHMIER_VERSION
      << ": replay analyzer and tutor for Sheepshead and Schafkopf\n\n"
         "Usage: schmier COMMAND [ARGS...]\n"
         "       schmier COMMAND --help   (help for one command)\n\n"
         "Commands:\n";
  for (const cli::Command& c : cli::commands()) {
    out << "  " << c.name;
    for (std::size_t i = c.name.size(); i < 10; ++i) out << ' ';
    out << "  " << c.summary << "\n";
  }
  out << "\nDeal logs are JSON files in the DEAL_LOG.md format; samples/ has examples.\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    print_usage(std::cerr);
    return cli::kExitUsage;
  }
  const std::string_view first = argv[1];
  if (first == "--help" || first == "-h" || first == "help") {
    if (first == "help" && argc > 2) {
      const cli::Command* c = cli::find_command(argv[2]);
      if (c == nullptr) return cli::usage_error("help", "unknown command " + std::string(argv[2]));
      char help_flag[] = "--help";
      char* sub_argv[] = {argv[2], help_flag, nullptr};
      return c->run(2, sub_argv);
    }
    print_usage(std::cout);
    return cli::kExitOk;
  }
  if (first == "--version") {
    std::cout << "schmier " << SCHMIER_VERSION << "\n";
    return cli::kExitOk;
  }
  const cli::Command* c = cli::find_command(first);
  if (c == nullptr) {
    std::cerr << "schmier: unknown command '" << first << "'. Run 'schmier --help' for the list.\n";
    return cli::kExitUsage;
  }
  const int rc = c->run(argc - 1, argv + 1);
  std::cout.flush();
  return rc;
}
