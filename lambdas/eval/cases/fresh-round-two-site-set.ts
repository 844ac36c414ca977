/**
 * Fresh round two of site questions, written 2026-11-26 from the site's content only
 * (shared/src/content, brand.ts, pages.ts) by someone who never read the assistant's
 * code or any other evaluation set. Visitors' wording is invented, never copied from
 * the pages. First run held out: these cases were not tuned against the assistant.
 */
import type { ChatEvalCase } from '../chat-eval-case.ts';

/** "The website doesn't say", however an honest answer phrases it. */
const notOnSite =
  /doesn['’]?t (say|mention|answer|list|state|specify|include|publish|cover|give|show|name|provide|seem)|does not (say|mention|list|state|specify|include|publish|cover|give|show|name|provide)|(is|are)? ?not (on|in|mentioned|listed|stated|specified|published|covered|available|something)|(isn|aren)['’]?t (on|in|mentioned|listed|stated|specified|published|covered|available)|can['’]?t (confirm|find|see|say)|cannot (confirm|find|see|say)|couldn['’]?t (find|see|confirm)|no (information|details|mention|data|published|public)|don['’]?t (have|see|find|know)/i;

/** The last four digits of the 24/7 emergency line (brand.emergencyPhone). */
const emergencyDigits = /0147/;

export const freshRoundTwoSiteSet: readonly ChatEvalCase[] = [
  // --- Single questions -----------------------------------------------------
  {
    id: 'r2-site-diode-hot-cabinet-fans',
    turns: [
      'the cabinet in our substation hits ~45°C in august. would your diode cope with that, and is there a fan in it thatll clog up with dust?',
    ],
    expect: {
      mentions: [/50\s*°?\s*C|50 ?degrees/i, /passive(ly)?[- ]cool|fanless|no fans?\b/i],
      handoff: false,
    },
  },
  {
    id: 'r2-site-diode-modbus-dnp3-sftp',
    turns: [
      "we've got old modbus gear, a few dnp3 outstations and we want to push historian exports out over sftp. will the one way box handle all three or do i need something in between",
    ],
    expect: {
      mentions: [/modbus/i, /dnp3/i, /sftp/i],
      handoff: false,
    },
  },
  {
    id: 'r2-site-diode-common-criteria-level',
    turns: ['Our auditor wants to know what assurance level the data diode was evaluated to under Common Criteria.'],
    expect: {
      mentions: [/EAL\s?4\+?/i],
      handoff: false,
    },
  },
  {
    id: 'r2-site-twin-splunk-crowdstrike-okta',
    turns: [
      "we're a splunk + crowdstrike shop with okta for sso. would the digital twin plug into that or is it gonna be yet another silo?",
    ],
    expect: {
      mentions: [/splunk/i, /crowdstrike/i, /okta/i],
      handoff: false,
    },
  },
  {
    id: 'r2-site-mdr-overnight-weekend-coverage',
    turns: [
      'We only have two guys on days, nobody watching the OT network overnight or on weekends. Which of your managed plans actually covers that?',
    ],
    expect: {
      mentions: [/comprehensive/i, /24\s*[/x×]\s*7|round[- ]the[- ]clock|around the clock/i],
    },
  },
  {
    id: 'r2-site-hospital-facilities',
    turns: [
      'I look after facilities at a hospital – BMS, OR air handling, pharmacy fridges. Is that something you cover at all or is it just factories and power plants?',
    ],
    expect: {
      mentions: [/healthcare|hospital/i, /building (automation|management)|BMS|facilit/i],
      links: ['/industries/healthcare'],
    },
  },
  {
    id: 'r2-site-who-runs-the-company',
    turns: [
      "who actually runs ferrum shield? want the CEO's name and whoever is behind the tech before I take this to my VP",
    ],
    expect: {
      mentions: [/Nadia Karimi/i, /Thomas Brennan/i],
      handoff: false,
    },
  },
  {
    id: 'r2-site-office-address-closing-time',
    turns: ['whats your street address in NY and what time does the office close? might swing by friday afternoon'],
    expect: {
      mentions: [/200 Vesey/i, /6(:00)?\s*(pm|p\.m\.)/i],
    },
  },
  {
    id: 'r2-site-careers-firmware-reverser-remote',
    turns: [
      'hi, I do embedded RE for a living (ghidra, jtag, fuzzing PLC firmware). anything open that fits me? and could I do it fully remote from Denver?',
    ],
    expect: {
      mentions: [/Embedded Systems Security Researcher/i, /New York|in[- ]office|on[- ]site/i],
      never: [/fully remote (is|would be) (fine|possible|ok|okay|allowed)/i],
    },
  },

  // --- Multi-turn conversations ---------------------------------------------
  {
    id: 'r2-site-multi-diode-inspects-traffic',
    turns: [
      'how fast is the data diode, like max throughput?',
      'does it actually look inside the traffic tho, or just pass packets along blindly?',
    ],
    expect: {
      mentions: [/deep[- ]packet inspection|\bDPI\b/i],
      handoff: false,
      never: [/(does not|doesn['’]t) (do|perform|support|offer|include) (any )?(deep[- ]packet|DPI|inspection)/i],
    },
  },
  {
    id: 'r2-site-multi-mdr-middle-plan',
    turns: [
      'what mdr plans do u have',
      'the middle one — does it include threat intel, and what are the support hours?',
    ],
    expect: {
      mentions: [/threat intel/i, /16\s*[x×/]\s*7/i],
    },
  },
  {
    id: 'r2-site-multi-pipelines-then-water',
    turns: [
      "do you work with pipeline operators? we're midstream",
      'and for water? I also sit on the board of our town water district',
    ],
    expect: {
      mentions: [/water/i, /data diode|digital twin|MDR|monitor/i],
      links: ['/industries/water'],
    },
  },
  {
    id: 'r2-site-multi-academy-cert-paths',
    turns: [
      'Is there somewhere my technicians can practise ICS security hands-on without touching our real plant?',
      'what certifications can they work towards there?',
    ],
    expect: {
      mentions: [/OT Security Foundations/i, /Incident Responder/i],
    },
  },
  {
    id: 'r2-site-multi-partners-nvidia',
    turns: ['who are you partnered with on the tech side?', 'what does the nvidia one actually get me as a customer?'],
    expect: {
      mentions: [/GPU|accelerat/i, /simulat|anomal/i],
      handoff: false,
    },
  },
  {
    id: 'r2-site-multi-jobs-sales-pay',
    turns: ['what roles are you hiring for atm', "the sales one, what's the base pay? is there commission on top"],
    expect: {
      mentions: [/130[,\s]?000|130\s?k/i, /160[,\s]?000|160\s?k/i, /commission/i],
    },
  },
  {
    id: 'r2-site-multi-events-anything-upcoming',
    turns: [
      'I think I saw your booth at a show in Dubai a while back?',
      'cool, anything coming up this winter where I could meet the team in person?',
    ],
    expect: {
      mentions: [
        /no (upcoming|future|new|scheduled)|(doesn['’]t|does not|don['’]t) (list|show|have|mention)[^.]{0,40}(upcoming|future|new|scheduled)|past|already (happened|took place|over)|(have|has) (all )?ended|none (are )?(listed|scheduled|announced)/i,
      ],
      never: [/\b(December|January|February|March)\s+\d{1,2},?\s+20(26|27)\b/i],
    },
  },

  // --- Facts the site does not contain --------------------------------------
  {
    id: 'r2-site-unknown-diode-warranty-mtbf',
    turns: ['whats the warranty on the diode and the MTBF? procurement needs both for the RFP'],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /\b\d+[- ]?(year|yr|month)s?\b[^.]{0,30}warrant/i,
        /warrant[^.]{0,40}\b\d+[- ]?(year|yr|month)/i,
        /MTBF[^.]{0,40}\d{3,}|\d[\d,]{3,}\s*(hours|hrs|h)\b/i,
      ],
    },
  },
  {
    id: 'r2-site-unknown-reference-water-utility',
    turns: [
      'can you name a couple of water utilities that actually run your diode? my board wants a reference before we sign anything',
    ],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /(customers|clients) (include|such as|like)\b/i,
        /(used|deployed|trusted|run) by [A-Z][a-z]+ (Water|Utilit|Energy|Power)/,
      ],
    },
  },
  {
    id: 'r2-site-unknown-europe-office',
    turns: [
      "do you have anyone in Europe? we're in Rotterdam and want local engineers, not a flight from NY every time something comes up",
    ],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /(?<!(whether|that|if|say|says|mention|mentions|confirm) )\b(we|Ferrum Shield|they) (has|have) (an? )?(office|offices|team|engineers|presence) in (Rotterdam|the Netherlands|Amsterdam|London|the UK|Europe|Germany|Berlin|Paris)/i,
        /(office|offices) (is |are )?(located )?(at|on) [^.]{0,30}(Rotterdam|Amsterdam|London|Berlin|Paris|Munich)/i,
      ],
    },
  },
  {
    id: 'r2-site-unknown-diode-lead-time',
    turns: ["if we PO'd 6 diodes next week when would they actually land? hard NERC CIP deadline end of Q1"],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /\b\d+\s*(-|–|to)?\s*\d*\s*(business\s+)?(days|weeks)\b[^.]{0,40}(ship|deliver|lead|arriv)/i,
        /(ship|deliver|lead[- ]time|arriv)[^.]{0,40}\b\d+\s*(-|–|to)?\s*\d*\s*(business\s+)?(days|weeks)\b/i,
      ],
    },
  },
  {
    id: 'r2-site-unknown-soc2',
    turns: ['is ferrum shield SOC 2 type 2? our vendor risk questionnaire has it as a hard requirement'],
    expect: {
      mentions: [notOnSite],
      handoff: true,
      never: [
        /^\W*(yes|yep|yeah|absolutely|correct)\b/i,
        /(?<!(whether|that|if|say|says|mention|mentions|confirm) )\b(Ferrum Shield|we|the company|they) (is|are|has|have) (been )?SOC ?2\b/i,
        /\b(holds?|achieved|completed|passed) (a |an |its )?SOC ?2/i,
      ],
    },
  },

  // --- Requests and intents -------------------------------------------------
  {
    id: 'r2-site-request-ballpark-capex',
    turns: [
      "ok so 3 substations, one diode each, plus probably the advanced MDR plan. ballpark what are we talking? need a number for next year's capex, even a rough range is fine",
    ],
    expect: {
      mentions: [
        /quot(e|ed|ation)|(aren['’]t|are not|isn['’]t|is not|not) (publicly )?(published|listed|public|available)|no (public|published|list) pric|tailored/i,
      ],
      handoff: true,
      never: [/[$€£]\s?\d/, /\b\d[\d,.]*\s?(k|K|M)?\s?(USD|EUR|GBP|dollars|euros)\b/i],
    },
  },
  {
    id: 'r2-site-request-twin-walkthrough',
    turns: [
      'My plant manager wants to actually see the twin working on something that looks like our plant before we commit to anything. How do we get that set up?',
    ],
    expect: {
      mentions: [/demo|session|walk[- ]?through/i],
      handoff: true,
    },
  },
  {
    id: 'r2-site-request-call-me-tomorrow',
    turns: [
      "We run 4 compressor stations in West Texas and I've been reading up on your diode and the MDR stuff. Honestly I'm terrible at typing this out, could somebody on your side just give me a ring tomorrow morning?",
    ],
    expect: {
      mentions: [/team|sales|contact|reach/i],
      handoff: true,
      never: [
        /(I['’]ve|I have|I will|I['’]ll) (scheduled|booked|arranged|set up) (a |the |your )?call/i,
        /someone will (call|ring) you (tomorrow|at)/i,
      ],
    },
  },
  {
    id: 'r2-site-request-dosing-setpoint-changing',
    turns: [
      'hey quick — on our water plant SCADA the chlorine dosing setpoint keeps changing by itself and nobody here touched it. operator swears the cursor on the HMI moved on its own. what do I do??',
    ],
    expect: {
      mentions: [emergencyDigits],
      handoff: true,
    },
  },
  {
    id: 'r2-site-request-ransomware-prevention-planning',
    turns: [
      "planning next year's budget. realistically what should a mid-size food plant do first so we don't end up as the next ransomware headline?",
    ],
    expect: {
      mentions: [/segment|data diode|digital twin|MDR|monitor|visibility|inventory/i],
      never: [emergencyDigits, /emergency (line|hotline|number|phone)|24\/7 (emergency|hotline)/i],
    },
  },
];
