import type { SeedLesson } from './seed-lesson';

const hospitalRestrictions = `## Overview

Medical office buildings on or near a hospital campus often come with restrictions that general office buildings never see. Know them before you market a suite, or a signed deal may be impossible to deliver.

## Where the restrictions come from

- **Ground leases**: many on-campus buildings sit on land leased from the hospital, and the ground lease limits who may occupy the building.
- **Recorded covenants**: deed restrictions can survive a sale of the building.
- **Existing tenant leases**: exclusive-use clauses granted to a practice already in the building.

## Typical restrictions

1. **Medical staff membership**: tenants must be physicians on the hospital's medical staff, or practices affiliated with it.
2. **Prohibited uses**: services that compete with the hospital, such as imaging, ambulatory surgery, laboratory or urgent care.
3. **Approval rights**: the hospital approves new tenants, assignments and subleases.
4. **Purchase rights**: a ROFO or ROFR for the hospital if the building is sold.

## Healthcare regulation

Leases between a hospital and physicians who may refer patients to it must follow federal fraud-and-abuse laws, including the Stark Law's rental-of-office-space exception and the Anti-Kickback Statute safe harbor. In general the lease must be in writing and signed, run at least one year, cover no more space than needed, set rent in advance at fair market value, and not vary with referrals. Involve healthcare counsel on every such lease.

## Before you propose

- Read the ground lease and any recorded restrictions for the building.
- Confirm the prospect's services are permitted and do not breach an existing exclusive.
- Allow time for hospital approval in the deal schedule.

In LeaseLens, a medical building's detail page lists its hospital restrictions.

References: [CMS on physician self-referral](https://www.cms.gov/medicare/regulations-guidance/physician-self-referral) and [HHS-OIG on the Anti-Kickback Statute](https://oig.hhs.gov/compliance/physician-education/fraud-abuse-laws/).
`;

const medicalBuildOuts = `## Overview

Medical suites cost more to build and take longer than general office space. Plumbing, power, accessibility and privacy drive the design, and the TI allowance and the schedule must reflect that.

## What makes medical build-outs different

- **Plumbing**: a sink in most exam rooms, more restrooms, and sometimes floor drains; suites near existing plumbing stacks cost less.
- **Power and data**: dedicated circuits for equipment, and emergency power for critical loads.
- **HVAC**: more air changes and pressure relationships for procedure rooms (see ASHRAE Standard 170), plus after-hours cooling.
- **Imaging**: X-ray rooms need radiation shielding; MRI needs RF shielding, floor load capacity and a delivery route for the magnet.
- **Vertical transport**: in buildings of four or more stories, the building code requires at least one elevator that fits an ambulance stretcher.

## Accessibility (ADA)

Medical offices are places of public accommodation. Design to the 2010 ADA Standards:

- An accessible route from parking and the entrance to every patient area
- Doors with at least 32 inches of clear width, and a 60-inch turning space in rooms
- Accessible restrooms and exam rooms with clear floor space beside the exam table
- Accessible medical diagnostic equipment, such as height-adjustable exam tables

## HIPAA-aware layouts

The HIPAA Privacy Rule asks for reasonable safeguards against overheard or overseen patient information. It does not prescribe a floor plan, but layouts can help:

1. Separate the check-in desk from the waiting-room seating, with a privacy screen.
2. Place a consultation room near check-out for conversations about billing or results.
3. Turn screens away from public view, and keep records rooms lockable.
4. Add sound insulation to exam-room walls and consider sound masking.

## Leasing tips

- Offer second-generation medical suites first: reusing plumbing saves tenants money and time.
- Expect longer terms (often 7 to 10 years) that justify the larger TI.
- Plan for medical waste handling and after-hours access in the lease.

References: [ADA Standards for Accessible Design](https://www.ada.gov/law-and-regs/design-standards/), [HHS on the HIPAA Privacy Rule](https://www.hhs.gov/hipaa/for-professionals/privacy/index.html) and [the FGI Guidelines](https://fgiguidelines.org/).
`;

export const medicalOfficeLessons: SeedLesson[] = [
  {
    title: 'Medical Office Leasing: Hospital Restrictions and Use Clauses',
    daysAgo: 15,
    tags: ['medical office', 'hospital restrictions', 'stark law', 'exclusive use'],
    isPdfAvailable: true,
    content: hospitalRestrictions,
  },
  {
    title: 'Medical Build-Outs: Plumbing, ADA and HIPAA-Aware Layouts',
    daysAgo: 29,
    tags: ['medical office', 'build-out', 'ada', 'hipaa', 'ti'],
    isPdfAvailable: true,
    content: medicalBuildOuts,
  },
];
