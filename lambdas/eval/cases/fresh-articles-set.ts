/**
 * Fresh questions on the six blog articles, written on 2026-11-26 by a helper session
 * playing website visitors (OT engineers, compliance leads, plant managers). Written
 * from the articles only (shared/src/content/posts/*.md), without reading the
 * assistant's code or any other evaluation set; held out from the first run.
 * Ten single questions put in the visitors' own words, one or more per article, and
 * four short conversations whose last turn is a follow-up.
 */
import type { ChatEvalCase } from '../chat-eval-case.ts';

export const freshArticlesSet: readonly ChatEvalCase[] = [
  // Post 1, "Segmenting a substation or plant network" and the industrial DMZ of phase 2.
  {
    id: 'fresh-articles-first-segmentation-cut',
    turns: [
      "Our plant is basically one big flat network - PLCs, HMIs, the SIS, engineering laptops and the historian all sit on the same VLAN as the link to the office. Where do we put the first walls? Micro-segmenting every cell sounds like a 2-year project we don't have time for.",
    ],
    expect: {
      mentions: [/\bDMZ\b|level 3\.5/i, /\bSIS\b|safety[- ]instrumented|safety systems?/i, /\bzones?\b/i],
      links: ['/blog/1'],
      handoff: false,
    },
  },
  // Post 1, "Keeping production running".
  {
    id: 'fresh-articles-cutover-without-downtime',
    turns: [
      "Next quarter we're cutting every direct connection between the corporate network and the plant. My plant manager has exactly one question: will the morning production reports still show up and will the lines keep running? What's the safe way to do the cutover?",
    ],
    expect: {
      mentions: [
        /replica|mirror|in parallel|parallel run/i,
        /logging|log[- ]only|monitor(ing)?[- ]only|observe|one (boundary|change|connection|link|step) at a time|roll[- ]?back/i,
      ],
      links: ['/blog/1'],
      handoff: false,
    },
  },
  // Post 2, "Why you cannot pentest a live controller".
  {
    id: 'fresh-articles-pentest-live-plcs',
    turns: [
      "our corporate red team wants to run nmap + a full pentest against the PLCs on the packaging line this weekend 'to see how exposed we are'. my gut says no way. am i being paranoid?",
    ],
    expect: {
      mentions: [
        /fault|crash|drop|stop|trip|hang|fall over|lock up|freez|unknown state|unexpected state/i,
        /twin|replica|virtual|model|test ?bed|lab|bench/i,
      ],
      links: ['/blog/2'],
      handoff: false,
      never: [/\byou('re| are) (being )?(too |overly )?paranoid\b/i],
    },
  },
  // Post 2, "Vulnerability ranking by reachability".
  {
    id: 'fresh-articles-patch-priority-reachability',
    turns: [
      'we pulled the vendor advisories for all our OT kit and ended up with ~400 CVEs, loads of them CVSS 9+. we get two shutdown windows a year. how on earth do i decide what to fix first??',
    ],
    expect: {
      mentions: [/reach/i, /(business|corporate|office|IT) network|untrusted|attack(er)?('s)? path|topolog/i],
      links: ['/blog/2'],
      handoff: false,
    },
  },
  // Post 3, "Getting TCP and industrial protocols across".
  {
    id: 'fresh-articles-diode-two-way-protocols',
    turns: [
      'Maybe a dumb question: if a data diode physically cannot send anything back, how does Modbus TCP or OPC UA work through it at all? Those need replies, and TCP needs its handshake...',
    ],
    expect: {
      mentions: [
        /prox(y|ies)/i,
        /(send|sending|transmit|protected|plant|source|receive|receiving) side|(send|receive)-side|(each|both|either|other) side/i,
      ],
      links: ['/blog/3'],
      handoff: false,
      never: [/acknowledg\w* (are|is) (sent|carried|passed) back (across|through|over) the (diode|link)/i],
    },
  },
  // Post 3, "What a diode cannot do": updates need another path.
  {
    id: 'fresh-articles-diode-patches-inbound',
    turns: [
      'If we put a diode between SCADA and the business LAN, how are we supposed to get Windows patches and AV signatures onto the SCADA boxes?',
    ],
    expect: {
      mentions: [/media|USB|removable|DMZ|stag(ed|ing)|sneakernet/i],
      links: ['/blog/3'],
      handoff: false,
      never: [
        /(patch(es)?|updates?|signatures?) (can )?(flow|come|go|pass|travel) (back )?(in )?(through|across|over) the diode/i,
      ],
    },
  },
  // Post 4, "Two frameworks, two different jobs".
  {
    id: 'fresh-articles-nerc-vs-62443-scope',
    turns: [
      "We're a food and beverage manufacturer, nothing to do with the power grid. A customer's security questionnaire mentions both IEC 62443 and NERC CIP. Do we actually have to comply with NERC CIP, or is 62443 the one that matters for us?",
    ],
    expect: {
      mentions: [
        /bulk electric|\bBES\b|electric(ity|al)? (utilit|grid|sector|system)|power (grid|sector|utilit)|registered entit/i,
        /voluntary|not (legally )?mandatory|contract|customer/i,
      ],
      links: ['/blog/4'],
      handoff: false,
      never: [/NERC CIP (is|would be) (mandatory|required|compulsory) for (you|your)/i],
    },
  },
  // Post 4, "Making it sustainable".
  {
    id: 'fresh-articles-audit-scramble',
    turns: [
      "every year it's the same circus: three weeks before the 62443 audit we're chasing screenshots and config exports, then it all goes stale again until next year. how do people get out of that loop?",
    ],
    expect: {
      mentions: [
        /by-?product|side[- ]effect|same workflow|part of (the |their |your )?(normal |daily |everyday |routine )?(work|workflow|operations|change)|automat|built into/i,
        /operat(ions|ors)|calendar|continuous(ly)?|regular(ly)?|routine/i,
      ],
      links: ['/blog/4'],
      handoff: false,
    },
  },
  // Post 5, "Why generic IT models make noise".
  {
    id: 'fresh-articles-it-ml-false-positives',
    turns: [
      'We trialled an ML anomaly detection tool (built for IT networks) on our control network. It screams every time we start up a line or go into turnaround, and the operators have started ignoring it. Why is it so bad at this?',
    ],
    expect: {
      mentions: [
        /modes?\b|start-?ups?|shut-?downs?|batch/i,
        /payload|protocol|Modbus|DNP3|OPC|EtherNet\/IP|function codes?|pars(e|ing)/i,
      ],
      links: ['/blog/5'],
      handoff: false,
    },
  },
  // Post 6, "One-way export with a data diode": the operating changes.
  {
    id: 'fresh-articles-water-oncall-and-vendors',
    turns: [
      "Heard you put a one-way diode into a water utility's SCADA. Our on-call guys check tank levels from home at 2am and our pump vendor remotes in for support whenever. What happened to that kind of thing at that utility?",
    ],
    expect: {
      mentions: [
        /read[- ]only|view[- ]only|can('|no)?t (change|control|operate)|no (control|ability to change)|control (actions?|changes?)[^.]{0,80}(control room|on[- ]site)/i,
        /supervis|on[- ]demand|named session|enabled?[^.]{0,80}disabled?/i,
      ],
      links: ['/blog/6'],
      handoff: false,
    },
  },
  // Post 6, "The 30-day plan" and "No unplanned outages: how" (follow-up).
  {
    id: 'fresh-articles-water-project-duration',
    turns: [
      "We're a small water utility and honestly our office PCs can reach SCADA, mostly because staff pull compliance reports straight off the historian. Have you dealt with something like that?",
      'How long did that project take end to end? And did they have any outages while doing it?',
    ],
    expect: {
      mentions: [
        /\b(30|thirty)[- ]days?\b|\b(four|4)[- ]weeks?\b|\b(one|a) month\b/i,
        /unplanned|outage|interruption|downtime/i,
      ],
      links: ['/blog/6'],
      handoff: false,
      never: [/\b(60|90|sixty|ninety)[- ]days?\b|\b(two|three|six|2|3|6) months\b/i],
    },
  },
  // Post 3, "Data diode or firewall?" then "What a diode cannot do": no write-back (follow-up).
  {
    id: 'fresh-articles-diode-setpoint-writeback',
    turns: [
      'Our auditor keeps asking why the plant boundary is only firewall rules. Is a data diode genuinely more secure than a well-run firewall, or is that vendor marketing?',
      'ok but our process engineers sometimes push setpoint changes from the office side. what happens to that if we go diode?',
    ],
    expect: {
      mentions: [
        /can('|no)?t|cannot|not possible|impossible|no (remote )?(write|control)|won('|no)?t (work|be possible)|one[- ]way|one direction/i,
        /firewall|two-way conduit|separate(ly)?|on[- ]site|control room|in person|jump|broker/i,
      ],
      links: ['/blog/3'],
      handoff: false,
      never: [/\bdiode (supports|allows|permits) (remote )?(write|setpoint|control)/i],
    },
  },
  // Post 5, "Baselining without baking in a compromise" (follow-up).
  {
    id: 'fresh-articles-baseline-learning-period',
    turns: [
      "Looking at ML-based anomaly detection for our plant. What stops it from learning that an attacker who's already inside is just 'normal'?",
      'makes sense. so how long should we let it learn before we switch the alerts on?',
    ],
    expect: {
      mentions: [
        /(full|complete|entire|whole) (operating |production |process )?cycle|start-?ups?|shut-?downs?|batch changes?/i,
      ],
      links: ['/blog/5'],
      handoff: false,
      never: [/\b(24|48) hours (is|are|should be) (enough|sufficient)/i],
    },
  },
  // Post 2, "Test bed, twin or production: a comparison" (follow-up on the other approach).
  {
    id: 'fresh-articles-twin-vs-lab-bench',
    turns: [
      'We already have a little lab bench with two of our PLCs and a switch. Why would we bother with a cyber digital twin on top of that?',
      "fair enough. so what can the bench still do that the twin can't?",
    ],
    expect: {
      mentions: [/firmware/i, /(real|physical|actual) (hardware|silicon|devices?|controllers?|PLCs?)/i],
      links: ['/blog/2'],
      handoff: false,
      never: [
        /twin (can|will) (also )?(show|reproduce|replicate|test|tell you) (exactly )?how (a |the |one )?firmware( version)? behaves on/i,
      ],
    },
  },
];
