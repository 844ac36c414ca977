// Written 2026-11-26 from the blog articles only (shared/src/content/posts/*.md), by someone
// who never read the assistant's code or any other evaluation set. First run held out.
import type { ChatEvalCase } from '../chat-eval-case.ts';

export const freshRoundTwoArticlesSet: readonly ChatEvalCase[] = [
  // --- Post 1: converged OT/IT network roadmap ---
  {
    id: 'r2-articles-nmap-old-plcs-inventory',
    turns: [
      "Our integrator wants to run nmap across the whole plant network to build an asset list. I'm nervous, some of our PLCs are 20 years old and I've heard they can fall over. Is there a safer way to figure out what we actually have?",
    ],
    expect: {
      mentions: [/passive/i, /span|tap|mirror|maintenance window/i],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-first-internal-zones',
    turns: [
      'We finally got a DMZ between corporate and the plant. Now mgmt wants "everything micro-segmented" inside the plant by Q1, which sounds insane. If we only do a first pass, where should the first internal boundaries go?',
    ],
    expect: {
      mentions: [/safety|\bSIS\b/i, /process area|production line|\bline\b|\bcell\b|engineering workstation/i],
      links: ['/blog/1'],
      handoff: false,
    },
  },

  // --- Post 2: cyber digital twin ---
  {
    id: 'r2-articles-red-team-during-outage',
    turns: [
      'Our new CISO wants a red team to pentest the DCS and the PLCs during the next outage. Operations is pushing back hard and says no way. Honestly, who is right here?',
    ],
    expect: {
      mentions: [/fault|crash|drop|stop|trip|hang|fall over|freeze/i, /twin|replica|model/i],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-lab-bench-vs-twin',
    turns: [
      "We already have a lab rack with a few spare PLCs and an HMI for testing. Why would we bother with a digital twin on top of that, isn't it the same thing?",
    ],
    expect: {
      mentions: [
        /whole site|entire site|all (of )?(your|the) (site|assets)|firewall|remote access|network path/i,
        /firmware|real hardware|physical|silicon|complement|both/i,
      ],
      links: ['/blog/2'],
      handoff: false,
    },
  },

  // --- Post 3: data diodes explained ---
  {
    id: 'r2-articles-tcp-over-one-way-link',
    turns: [
      "Dumb question maybe: if a data diode can't send anything back, how does TCP or Modbus polling even work across it? Those need acks and request/response.",
    ],
    expect: {
      mentions: [/prox/i, /terminat|handshake|acknowledg|no session|rebuil|replica|on each side|both sides/i],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-vendor-wants-remote-setpoints',
    turns: [
      'Our OEM says they need to push recipe updates and tweak setpoints remotely on the line. If we put in a data diode can they still do that through it?',
    ],
    expect: {
      mentions: [
        /can(?:no|['’])t|not possible|impossible|no (remote )?write|won['’]t|doesn['’]t|does not|by design/i,
        /two-way|bi-?directional|separate|on[- ]site|in person|someone at the (site|plant)/i,
      ],
      handoff: false,
    },
  },

  // --- Post 4: IEC 62443 and NERC CIP ---
  {
    id: 'r2-articles-food-plant-nerc-cip',
    turns: [
      "We make frozen foods in Ohio. A big customer's security questionnaire keeps asking about 62443. Do we also have to worry about NERC CIP, or is that not for us?",
    ],
    expect: {
      mentions: [
        /bulk electric|electric(al)? (utilit|grid|system)|power (grid|utilit|system)|utilit/i,
        /voluntary|contract|customer|not (legally )?mandatory/i,
      ],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-audit-evidence-scramble',
    turns: [
      'Every year the month before our audit is pure chaos, everyone pulling screenshots and exports to prove stuff we supposedly do all year. How do other teams stop living like this?',
    ],
    expect: {
      mentions: [
        /by-?product|same workflow|as part of|built into|side effect|ticket|automatic/i,
        /continu|regular|ongoing|routine|calendar|all year/i,
      ],
      links: ['/blog/4'],
      handoff: false,
    },
  },

  // --- Post 5: AI anomaly detection ---
  {
    id: 'r2-articles-it-anomaly-tool-noise',
    turns: [
      'We pointed an off-the-shelf IT anomaly detection tool at the OT side and it screamed at every startup and every quarterly calibration. Ops muted it after two weeks. Is ML just useless on a plant network?',
    ],
    expect: {
      mentions: [
        /mode|start-?up|shutdown|maintenance|calendar|calibration|turnaround|batch/i,
        /protocol|payload|modbus|dnp3|function code|opc/i,
      ],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-baseline-learns-intruder',
    turns: [
      "Something bugs me about the AI 'learning normal'. What if someone's already inside our network while it's learning? Doesn't it just learn the attacker as normal?",
    ],
    expect: {
      mentions: [/review|check|verif/i, /cycle|owner|recogni[sz]e|maintenance|work order|relearn|re-learn/i],
      links: ['/blog/5'],
      handoff: false,
    },
  },

  // --- Post 6: water utility case study ---
  {
    id: 'r2-articles-small-water-system-example',
    turns: [
      'I run ops at a small municipal water system. No security staff, TeamViewer on half the HMIs and a cell modem at a lift station for the vendor. Any real example of someone cleaning that mess up without messing with treatment?',
    ],
    expect: {
      mentions: [/\b30\b|thirty/i, /diode/i],
      links: ['/blog/6'],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-water-reports-after-cutoff',
    turns: [
      'Our folks RDP from office PCs into the historian to build the monthly state reports. In that water utility story of yours, how did they keep reporting going once the office couldnt get into SCADA anymore?',
    ],
    expect: {
      mentions: [/replica|copy|mirror/i, /parallel|side by side|week/i],
      links: ['/blog/6'],
      handoff: false,
    },
  },

  // --- Multi-turn follow-ups ---
  {
    id: 'r2-articles-diode-then-patches',
    turns: [
      "We're thinking of putting a data diode between SCADA and the business network. What's the catch, what won't it do?",
      'OK, so then how are our antivirus signatures and Windows patches supposed to get in?',
    ],
    expect: {
      mentions: [/media|usb|removable|staged|dmz|another path|separate path|different path/i],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-62443-then-rtu-maker',
    turns: [
      "What's the real difference between IEC 62443 and NERC CIP? I keep seeing them mentioned together.",
      "Thing is, we don't run any plants. We build RTUs and sell them to utilities. Which part of that is actually on us?",
    ],
    expect: {
      mentions: [/4-1|secure development|development life ?cycle|\bSDL\b/i, /4-2|component/i],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-cve-backlog-then-critical-plc',
    turns: [
      'We have roughly 400 open CVEs on OT gear from vendor advisories and maybe two outage windows a year. How do people even decide what to fix first?',
      'So a critical on a PLC should always go ahead of a medium on an engineering laptop, right?',
    ],
    expect: {
      mentions: [/reach/i, /not (necessarily|always)|depends|business network|engineering (workstation|laptop)/i],
      handoff: false,
    },
  },
  {
    id: 'r2-articles-remote-access-then-vendors',
    turns: [
      'Half our vendors have their own TeamViewer on our HMIs and one still dials in over a modem. What should remote access into the plant look like?',
      'And how do I get the vendors and our on-call guys to go along with that without a revolt?',
    ],
    expect: {
      mentions: [
        /agree|involve|consult|in advance|ahead of time|before (you|the old|removing|cutting|switching)|fallback|heads-up|one at a time/i,
      ],
      handoff: false,
    },
  },
];
