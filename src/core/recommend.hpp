#pragma once
// The ranking's order, the recommendation and what it would take to meet a missed goal
// (recommend.cpp, what_it_takes.cpp). Internal to the core: the solver sequences them.
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"

#include <string>
#include <vector>

namespace vsize {

class Catalog;

// The fitting servers in ranked order: the key of `by` (smaller is better), then train time,
// then GPUs, then id.
std::vector<Evaluation*> ranked_order(std::vector<Evaluation>& fitting, RankBy by);

// The server to quote among `ranked` (solver.hpp rank), with the runner-up and the neighbours.
Recommendation recommend(const std::vector<const Evaluation*>& ranked, const Goal& goal);

// The nearest ways to meet the missed goal of `s`, each evaluated by a search with one change:
// the whole line-up, --all, another mode, fewer epochs, a lower resolution, --cache disk, a
// longer window, a larger budget.
std::vector<WhatItTakes> what_it_takes(const Workload& w, const SearchRequest& s, const Catalog& cat);

// The search's filters as options: "--gpu l4 --gpus 2,4" (solver.cpp); empty without filters.
std::string filters_text(const SearchRequest& s);

} // namespace vsize
