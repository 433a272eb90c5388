#pragma once
// `vsize explain`'s writer: sections of formula lines, and the sources of every record cited and
// every constant the evaluation read, listed at the end (src/report/explain).
#include "../common/text.hpp"
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/evaluation.hpp"
#include "vsize/report.hpp"

#include <fmt/format.h>

#include <set>
#include <string>
#include <vector>

namespace vsize::report {

class Explainer {
public:
  Explainer(const Catalog& cat, Lang lang) : m_cat(cat), m_lang(lang) {}

  Lang lang() const { return m_lang; }
  // A section's title and a fixed line are English keys, written in the report's language.
  void section(const char* title) { m_out += fmt::format("\n== {} ==\n", tr(m_lang, title)); }
  void line(const char* s) { line(std::string(tr(m_lang, s))); }
  void line(const std::string& s) { m_out += "  " + s + "\n"; }
  void cite(const Provenance& p) {
    if (m_cited.insert(p.id).second) {
      m_sources.push_back(&p);
    }
  }
  // A constant read before the stages ran (resolving the workload), cited with the records.
  double constant(K k) {
    const Assumption& a = m_cat.assumption_record(assumption_id(k));
    cite(a);
    return a.value;
  }
  // The constants the evaluation's stages read (Evaluation::constants), listed by id after the
  // records.
  std::string finish(const ConstantSet& constants) {
    std::set<std::string> ids;
    for (const auto& f : assumption_fields()) {
      if (constants.test(static_cast<std::size_t>(f.key))) {
        ids.insert(f.id);
      }
    }
    for (const auto& id : ids) {
      cite(m_cat.assumption_record(id));
    }
    m_out += fmt::format("\n== {} ==\n", tr(m_lang, "sources"));
    for (const auto* p : m_sources) {
      m_out += trf(m_lang, "  [{}] {}, as of {}\n", p->id, p->name, p->as_of);
      for (const auto& c : p->sources) {
        m_out += fmt::format("      - {}\n", citation_text(c));
      }
      if (!p->source.empty()) {
        m_out += fmt::format("      - {}\n", p->source);
      }
      if (!p->estimate.empty()) {
        m_out += trf(m_lang, "      estimate: {}\n", p->estimate);
      }
    }
    return m_out;
  }
  std::string& out() { return m_out; }

private:
  const Catalog& m_cat;
  Lang m_lang;
  std::string m_out;
  std::set<std::string> m_cited;
  std::vector<const Provenance*> m_sources;
};

// The backward pass the all-reduce hides behind, term by term (compute_model.cpp StepPlan::backward_s).
void explain_backward(Explainer& x, const Evaluation& e);

// Across nodes: the all-reduce's two levels (after M4's gradients line) and the cluster section.
void explain_cluster_allreduce(Explainer& x, const Evaluation& e);
void explain_cluster(Explainer& x, const Evaluation& e);

// The cost stage: the priced parts, or the line-up server's own price, and what is unpriced.
void explain_cost(Explainer& x, const Evaluation& e, const MoneyTerms* m);

// M6 storage: contents and growth, each tier's RAID arithmetic, the data NIC and the fabric.
void explain_storage(Explainer& x, const Workload& w, const Evaluation& e);

} // namespace vsize::report
