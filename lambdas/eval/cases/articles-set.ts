/**
 * The evaluation's articles set: questions whose answers are in the blog's articles,
 * written from the posts alone by someone who had not read the assistant's code, and
 * first run as a held-out check. Today is 2026-11-25.
 */
import type { ChatEvalCase } from '../chat-eval-case.ts';

export const articlesSet: readonly ChatEvalCase[] = [
  // Post 1: Securing the Converged OT/IT Network: A Practical Roadmap
  {
    id: 'articles-roadmap-inventory-without-scanning',
    turns: [
      'we dont have a real asset list for the plant, drawings r ancient. how do we build one w/o actively scanning plcs? ops will kill me if something trips',
    ],
    expect: {
      mentions: [/passiv/i, /span|\btap\b|mirror/i],
      links: ['/blog/1#phase-1-see-what-you-actually-run'],
    },
  },
  {
    id: 'articles-roadmap-dmz-historian-followup',
    turns: [
      'whats the first boundary you guys recommend when hooking the plant network up to corporate IT?',
      'so the office reporting guys cant hit the level 3 historian directly anymore? how do they get their data then',
    ],
    expect: {
      mentions: [/dmz/i, /replica/i],
      links: ['/blog/1'],
      never: [/level 4 (can|may) (still )?(talk|connect|communicate|reach) (directly|straight)/i],
    },
  },
  {
    id: 'articles-roadmap-first-zones-substation',
    turns: [
      'dont want to microsegment every single device on day 1. whats a sane first split of zones inside a plant? also does the same apply to a substaion',
    ],
    expect: {
      mentions: [/safety instrumented|\bSIS\b/i, /engineering workstation/i, /relay|bay controller/i],
      links: ['/blog/1#segmenting-a-substation-or-plant-network'],
    },
  },
  {
    id: 'articles-roadmap-vendor-remote-access',
    turns: [
      'every vendor has there own teamviewer or vpn into our plant, its a mess. what does your roadmap say to do about that',
    ],
    expect: {
      mentions: [/multi-factor|\bmfa\b|2fa/i, /broker|jump ?host/i],
      links: ['/blog/1'],
    },
  },

  // Post 2: Test the Attack, Not the Plant: What a Cyber Digital Twin Changes
  {
    id: 'articles-twin-why-not-scan-plcs',
    turns: [
      'why cant we just point nessus at the PLCs like we do on the IT side and call it a pentest? whats the alternative',
    ],
    expect: {
      mentions: [/fault|crash|drop|stop|trip/i, /twin|replica/i],
      links: ['/blog/2#why-you-cannot-pentest-a-live-controller'],
      handoff: false,
    },
  },
  {
    id: 'articles-twin-inputs-and-staleness',
    turns: [
      'for the digital twin thing, what do you build it from? do we have to install agents on the controllers',
      'ok and how do u stop the model going stale after a few months of changes on site',
    ],
    expect: {
      mentions: [/passive/i, /config|firewall|switch/i],
      links: ['/blog/2#keeping-the-twin-honest'],
    },
  },
  {
    id: 'articles-twin-vuln-prioritization',
    turns: [
      'got ~900 cves from vendor advisories across our ot assets and like 2 maintenance windows a year lol. how do we pick what to fix? is a critical on a plc always first?',
    ],
    expect: {
      mentions: [/reach/i, /engineering workstation|business network|topology/i],
      links: ['/blog/2'],
    },
  },
  {
    id: 'articles-twin-vs-physical-bench',
    turns: [
      'we already have a small test bench with a couple plcs. would a cyber twin replace that or do ppl keep both?',
    ],
    expect: {
      mentions: [/firmware|real hardware|silicon/i, /both|complement/i],
      links: ['/blog/2'],
      never: [/twin (fully |completely |entirely )?replaces (the|your|a) (physical )?(test )?(bench|bed)/i],
    },
  },

  // Post 3: Data Diodes Explained: Hardware-Enforced One-Way Security
  {
    id: 'articles-diode-still-need-firewalls',
    turns: ['if we put a data diode at the ot boundary can we get rid of the firewalls?'],
    expect: {
      mentions: [/both/i, /two-way|two way|bi-?directional/i],
      links: ['/blog/3#data-diode-or-firewall'],
    },
  },
  {
    id: 'articles-diode-tcp-opcua-proxies',
    turns: ['how does tcp even work thru a diode if no ack can come back?? our historian clients use opc ua'],
    expect: {
      mentions: [/prox(y|ies)/i, /handshake|terminat|acknowledg|\backs?\b/i],
      links: ['/blog/3'],
      handoff: false,
    },
  },
  {
    id: 'articles-diode-patches-other-path',
    turns: [
      'thinking of a diode between scada and corp. can our integrator still push setpoint changes from their office through it?',
      'ok makes sense. then how do windows patches and AV signatures get into the plant side?',
    ],
    expect: {
      mentions: [/media|dmz|staged/i],
      links: ['/blog/3#what-a-diode-cannot-do'],
      never: [
        /(patches|updates|signatures) (can|could|may) (be sent|be pushed|go|travel|pass|flow) (in )?(through|across|over|via) the diode/i,
      ],
    },
  },
  {
    id: 'articles-diode-temperature-and-fans',
    turns: [
      'read in ur diode article that it has no fans? whats the operating temp range, its going in a hot dusty pump house',
    ],
    expect: {
      mentions: [/\b0\s*(°\s*C|°|degrees|C)?\s*(to|-|–|and)\s*\+?50/i, /passive|fanless|no fans/i],
      links: ['/blog/3'],
      never: [/[-−–]\s?40\s?(°|degrees|to)/i, /\bactive cooling\b|fan-cooled/i],
    },
  },

  // Post 4: IEC 62443 and NERC CIP: Building a Compliance Program That Lasts
  {
    id: 'articles-compliance-62443-vs-cip',
    turns: ['whats the actual difference between iec 62443 and nerc cip? is either one mandatory for us'],
    expect: {
      mentions: [/voluntary/i, /mandatory|enforce/i, /bulk electric|north americ|electric/i],
      links: ['/blog/4#two-frameworks-two-different-jobs'],
      never: [/62443 is (legally )?(mandatory|required by law)/i, /NERC CIP is (voluntary|optional)/i],
    },
  },
  {
    id: 'articles-compliance-zone-model-steps',
    turns: [
      'starting 62443 from zero. what order do we do things in to get to zones + target security levels? and can that same work feed our cip-002 categorisation',
    ],
    expect: {
      mentions: [/inventor/i, /risk assessment/i, /conduit/i],
      links: ['/blog/4'],
    },
  },
  {
    id: 'articles-compliance-cip010-evidence',
    turns: [
      'we are a generator owner under nerc cip. whats a practical way to handle cip-010 without a ton of manual work',
      'and what would that actually leave us as evidence for the auditor?',
    ],
    expect: {
      mentions: [/baseline/i, /snapshot|change record|assessment report/i],
      links: ['/blog/4#mapping-requirements-to-controls'],
    },
  },
  {
    id: 'articles-compliance-audit-scramble',
    turns: [
      'every year its the same, 6 weeks before the audit we scramble for screenshots and spreadsheets and then forget about it till next year',
      'how do we get out of that loop?',
    ],
    expect: {
      mentions: [/by-?product|side effect|same workflow/i, /continuous|attest|calendar|operators? own/i],
      links: ['/blog/4'],
    },
  },

  // Post 5: AI on the Plant Floor: Anomaly Detection Without the Noise
  {
    id: 'articles-ai-it-models-noisy',
    turns: [
      'we tried our corporate NDR on the ot vlans and it fires alerts all day on totally normal stuff. why does that happen?',
    ],
    expect: {
      mentions: [
        /payload|function code|pars|protocol/i,
        /mode|start-?up|shutdown|batch|calibration|maintenance|turnaround|rare/i,
      ],
      links: ['/blog/5#why-generic-it-models-make-noise'],
      handoff: false,
    },
  },
  {
    id: 'articles-ai-baseline-already-compromised',
    turns: [
      'if theres already an attacker in the network when the ML learns whats normal, doesnt it just learn the attacker as normal?',
    ],
    expect: {
      mentions: [/review|owner/i, /operating cycle|start-?up|shutdown|batch|maintenance|relearn|re-learn/i],
      links: ['/blog/5'],
    },
  },
  {
    id: 'articles-ai-plc-program-mode',
    turns: [
      'what sorts of things does the anomaly detection actually pick up on a plc network',
      'say a plc suddenly flips into program mode and theres no work order, what does that usualy mean',
    ],
    expect: {
      mentions: [/unauthori[sz]ed/i, /engineering/i],
      links: ['/blog/5#what-each-signal-catches'],
    },
  },
  {
    id: 'articles-ai-human-in-the-loop',
    turns: [
      'does the ai auto respond / block when it sees something weird or does a human look at it first? worried it shuts down a line',
    ],
    expect: {
      mentions: [/analyst|person|human|people|someone/i, /playbook|control room|operations/i],
      links: ['/blog/5'],
    },
  },

  // Post 6: Case Study: Isolating a Water Utility's SCADA Network in 30 Days
  {
    id: 'articles-water-oldsmar',
    turns: ['what actually happened at oldsmar? the water plant hack in florida'],
    expect: {
      mentions: [/2021/, /sodium hydroxide|lye|caustic/i, /remote/i],
      links: ['/blog/6#why-now-the-lesson-of-oldsmar'],
      never: [/\bchlorine\b|\bfluoride\b/i],
      handoff: false,
    },
  },
  {
    id: 'articles-water-30-days-weeks',
    turns: [
      'you guys did a scada isolation project for some water utility right?',
      'how long did it take and what happened each week',
    ],
    expect: {
      mentions: [/\b30\b|thirty/i, /discover/i, /cut ?-?over/i],
      links: ['/blog/6#the-30-day-plan'],
      never: [/\b(60|90)[- ]days?\b/i],
    },
  },
  {
    id: 'articles-water-no-downtime',
    turns: [
      'in the water utility story how did they rip out all the remote access without any downtime on treatment/pumping?',
    ],
    expect: {
      mentions: [/rollback|roll back|parallel|one at a time|window/i, /passive|supervisor|operator/i],
      links: ['/blog/6'],
    },
  },
  {
    id: 'articles-water-vendor-support-after-diode',
    turns: [
      'in that water utility case what did they end up putting between scada and the office network?',
      'so how do vendors do remote support now? and what do the on call guys see at night',
    ],
    expect: {
      mentions: [/on-?demand|named session|supervised/i, /read-?only/i],
      links: ['/blog/6'],
    },
  },
];
