import type { AvailableSpace, BuildingInfo, LeaseComp, ProviderTenant } from '@common/listings';
import type { LeaseComp as LeaseCompRow, Property, Space, Tenant } from '../../db/schema';

/**
 * Annual and monthly asking rent from $/RSF/yr, computed in whole cents so the figures are exact:
 * annual = psf × RSF, monthly = annual ÷ 12, each rounded to the cent.
 */
export function askingRate(psf: number | null, rentableSf: number): AvailableSpace['asking_rate'] {
  if (psf === null) return { psf: null, annual: null, monthly: null };
  const annualCents = Math.round(psf * 100) * rentableSf;
  return { psf, annual: annualCents / 100, monthly: Math.round(annualCents / 12) / 100 };
}

export function toBuildingInfo(row: Property): BuildingInfo {
  return {
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    asset_class: row.assetClass,
    total_sf: row.totalSf,
    floor_count: row.floorCount,
    year_built: row.yearBuilt,
    year_renovated: row.yearRenovated,
    is_medical: row.isMedical,
    ownership: {
      owner_name: row.ownerName,
      owner_type: row.ownerType,
      contact: { name: row.ownerContactName, email: row.ownerContactEmail, phone: row.ownerContactPhone },
    },
    amenities: row.amenities,
    certifications: row.certifications,
    hospital_restrictions: row.hospitalRestrictions,
  };
}

export function toAvailableSpace(
  row: { space: Space; floorNumber: number; buildingName: string },
  broker: AvailableSpace['broker'],
): AvailableSpace {
  const { space } = row;
  return {
    space_id: space.id,
    building_id: space.propertyId,
    building_name: row.buildingName,
    suite: space.suite,
    floor_number: row.floorNumber,
    rentable_sf: space.rentableSf,
    asking_rate: askingRate(space.askingRentPsf, space.rentableSf),
    date_available: space.dateAvailable,
    space_type: space.spaceType,
    is_spec_suite: space.isSpecSuite,
    is_divisible: space.isDivisible,
    min_divisible_sf: space.minDivisibleSf,
    make_ready_status: space.makeReadyStatus,
    marketing_description: space.marketingDescription,
    broker,
    floor_plan_url: null,
  };
}

export function toLeaseComp(row: LeaseCompRow): LeaseComp {
  return {
    comp_id: row.id,
    tenant_name: row.tenantName,
    suite: row.suite,
    rentable_sf: row.rentableSf,
    lease_type: row.leaseType,
    term_months: row.termMonths,
    rate: { starting_psf: row.startingPsf, average_psf: row.averagePsf, effective_psf: row.effectivePsf },
    expense_basis: row.expenseBasis,
    transaction_date: row.transactionDate,
  };
}

type Location = {
  buildingId: number;
  buildingName: string;
  suite: string;
  floorNumber: number;
  rentableSf: number;
  startDate: string;
  endDate: string;
};

export function toProviderTenant(tenant: Tenant, locations: Location[]): ProviderTenant {
  return {
    id: tenant.id,
    name: tenant.name,
    industry: tenant.industry,
    contact: { name: tenant.contactName, email: tenant.contactEmail, phone: tenant.contactPhone },
    website: tenant.website,
    locations: locations.map((location) => ({
      building_id: location.buildingId,
      building_name: location.buildingName,
      suite: location.suite,
      floor_number: location.floorNumber,
      rentable_sf: location.rentableSf,
      lease_start: location.startDate,
      lease_end: location.endDate,
    })),
  };
}
