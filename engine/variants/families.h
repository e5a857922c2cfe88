// Every family of variant tables; the registry compiles them all.
#pragma once

#include <string>
#include <vector>

#include "engine/variant.h"

namespace abbott::variants {

std::vector<VariantDecl> orthodox();       // chess, capablanca
std::vector<VariantDecl> ultima_family();  // ultima, hyper, hyper-mit
std::vector<VariantDecl> aronson();        // the 10x10 / 10x8 added-piece family
std::vector<VariantDecl> stupid();         // Pure and Total Stupid
std::vector<VariantDecl> chameleon();      // Chameleon Chess 6x7
std::vector<VariantDecl> foolish_king();   // Foolish King Chess 10x8
std::vector<VariantDecl> rococo();         // Rococo 10x10 with the edge ring

// The families in registry order; each is one file in variants/ (named `name`.ini). Each variant's
// `family` (the evaluation weights it uses) is set from `weights`.
struct Family {
  std::string name;
  VariantFamily weights;
  std::vector<VariantDecl> variants;
};
std::vector<Family> families();

}  // namespace abbott::variants
