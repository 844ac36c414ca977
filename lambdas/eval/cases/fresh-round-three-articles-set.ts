/**
 * Round three, articles: visitors whose questions are answered by a section of one of the
 * six blog articles, asked in their own words. Written 2026-11-26 from the articles only
 * (shared/src/content/posts/*.md), without reading the assistant; the first run is held out.
 * Two section questions per article, then four multi-turn cases whose last turn is a follow-up.
 */
import type { ChatEvalCase } from '../chat-eval-case.ts';

export const freshRoundThreeArticlesSet: readonly ChatEvalCase[] = [
  {
    id: 'r3-articles-roadmap-inventory-without-scanning',
    turns: [
      'we want a list of everything on our plant network but our controls engineer refuses to let us run nmap, says the old PLCs might fall over. how are we supposed to get an inventory then??',
    ],
    expect: {
      mentions: [/passive/i, /span|tap|listen|mirror/i],
      links: ['/blog/1'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-roadmap-remote-access-sprawl',
    turns: [
      "Honestly our remote access is a mess: a vendor has TeamViewer on an HMI, a few contractors still have VPN accounts and nobody knows who uses what. What's the sane way to clean this up?",
    ],
    expect: {
      mentions: [/multi-?factor|\bMFA\b/i, /broker|jump ?host|single (path|point|entry)|one (path|way in)/i],
      links: ['/blog/1'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-twin-why-no-live-pentest',
    turns: [
      "Our IT team pentests the office network every year. Why can't we just point the same testers at the PLCs on the production line?",
    ],
    expect: {
      mentions: [/scan/i, /fault|crash|drop|stop|trip|fall over|hang/i],
      links: ['/blog/2'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-twin-prioritise-vulnerabilities',
    turns: [
      'we have something like 300 CVEs open on OT assets and maybe two maintenance windows a year. how do we decide which ones actually matter first?',
    ],
    expect: {
      mentions: [/reach/i],
      links: ['/blog/2'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-diode-how-tcp-crosses',
    turns: [
      "I don't get it. If nothing can come back through a data diode, how does anything TCP-based or OPC UA even work across it? Those need acks and sessions.",
    ],
    expect: {
      mentions: [/prox(y|ies)/i],
      links: ['/blog/3'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-diode-remote-setpoint-changes',
    turns: [
      'If we put a diode between SCADA and corporate, can our engineers at HQ still tweak setpoints on the plant remotely through it?',
    ],
    expect: {
      mentions: [
        /\b(no|not|cannot|can't|can ?not|won't)\b[^.]{0,80}(write|setpoint|control|change|back)|one[- ](way|direction)/i,
      ],
      links: ['/blog/3'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-compliance-mandatory-or-voluntary',
    turns: [
      "We own a couple of gas-fired generators in Texas. Our consultant keeps talking about IEC 62443 — is that something we're legally required to follow, or is NERC CIP the one that actually bites?",
    ],
    expect: {
      mentions: [/voluntary|not (legally )?(mandatory|required)/i, /mandatory|enforce|penalt/i],
      links: ['/blog/4'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-compliance-audit-scramble',
    turns: [
      'every year its the same: six weeks before the audit we drop everything and chase screenshots and sign-offs. how do other sites stop this from being a fire drill?',
    ],
    expect: {
      mentions: [/by-?product|same workflow|as part of|normal work|day-to-day|continuous/i],
      links: ['/blog/4'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-ai-it-tool-false-alarms',
    turns: [
      'We tried an AI anomaly tool our IT security team already uses on the plant network. It goes off every time we do a start-up or change batches and still has no idea what a Modbus write is. Is that just how ML is?',
    ],
    expect: {
      mentions: [/mode|start-?up|shutdown|batch/i, /protocol|payload|function code|modbus|dnp3/i],
      links: ['/blog/5'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-ai-baseline-learns-intruder',
    turns: [
      "My worry with a learning baseline: what if someone's already inside our control network when you start training? Won't the model just learn the attacker as normal?",
    ],
    expect: {
      mentions: [/review/i, /cycle|start-?up|owner|work order|maintenance/i],
      links: ['/blog/5'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-water-vendor-support-after',
    turns: [
      'In that water utility story, they ripped out the remote access tools. So how do their equipment vendors support them now when something breaks?',
    ],
    expect: {
      mentions: [/supervis|on-demand|named session|enable/i],
      links: ['/blog/6'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-water-no-outage-method',
    turns: [
      "a month to isolate a whole water system's SCADA and no outages? im sceptical. what did they actually do so treatment never stopped?",
    ],
    expect: {
      mentions: [/parallel|rollback|window|one at a time|passive/i],
      links: ['/blog/6'],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-diode-followup-fans',
    turns: [
      'How fast is your data diode, and what ports does it have?',
      'ok. it would live in a really dusty pump house though, does it have fans that will clog?',
    ],
    expect: {
      mentions: [/passive(ly)?[- ]cool|no fans|fanless|without fans/i],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-water-followup-oldsmar-chemical',
    turns: ['what was the oldsmar thing your water case study mentions?', 'which chemical did they mess with?'],
    expect: {
      mentions: [/sodium hydroxide|\blye\b|caustic/i],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-twin-followup-agents',
    turns: [
      'What is a cyber digital twin, in plain words?',
      'Do we have to install software agents on our controllers for it to work?',
    ],
    expect: {
      mentions: [/\bno\b|agentless|without (any )?agents|passive/i],
      never: [/\byou (will )?(need|have) to install (an )?agents? on (your|the|each) (controllers|PLCs)/i],
      handoff: false,
    },
  },
  {
    id: 'r3-articles-roadmap-followup-safety-zone',
    turns: [
      "We're about to split our plant network into zones. Where do we even start inside the plant?",
      'and the safety instrumented system, where should that go?',
    ],
    expect: {
      mentions: [/own zone|zone of (its|their) own|separate zone|dedicated zone|isolat/i],
      handoff: false,
    },
  },
];
