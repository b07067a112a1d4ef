import { type PropertyDetail, propertyNotFoundMessage } from '@common/properties';
import type { PropertyFloor } from '@common/spaces';
import type { PropertyTenant } from '@common/tenants';
import { waltFromSums } from '@common/walt';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { floors, leases, properties, spaces, tenants, users } from '../../db/schema';
import { suiteFiguresByProperty } from '../../db/suite-figures-sql';
import { suiteStatusOf } from '../../db/suite-status-sql';
import { notFound } from '../../errors';
import { placedLeaseColumns, toPlacedLease } from '../spaces/lease-rows';
import { suiteOrder } from './sql-helpers';

export async function getProperty(db: Database, id: number, today: string): Promise<PropertyDetail> {
  const [[row], [figures]] = await Promise.all([
    db
      .select({ property: properties, managerName: users.fullName })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.assetManagerId))
      .where(eq(properties.id, id)),
    db
      .select()
      .from(
        suiteFiguresByProperty(
          db,
          today,
          db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)),
        ),
      ),
  ]);
  if (!row) throw notFound(propertyNotFoundMessage);
  const { property: p, managerName } = row;
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    market: p.market,
    assetClass: p.assetClass,
    assetType: p.assetType,
    assetManager: p.assetManagerId === null ? null : { id: p.assetManagerId, fullName: managerName ?? '' },
    owner: {
      name: p.ownerName,
      type: p.ownerType,
      contact: { name: p.ownerContactName, email: p.ownerContactEmail, phone: p.ownerContactPhone },
    },
    yearBuilt: p.yearBuilt,
    yearRenovated: p.yearRenovated,
    isMedical: p.isMedical,
    floorCount: p.floorCount,
    totalSf: p.totalSf,
    amenities: p.amenities,
    certifications: p.certifications,
    // Shown only for medical buildings, so never sent for others.
    hospitalRestrictions: p.isMedical ? p.hospitalRestrictions : [],
    // A building without suites has no figures row: nothing in place.
    walt: waltFromSums(figures ?? { inPlaceSf: 0, inPlaceRent: 0, sfDays: 0, rentDays: 0 }),
  };
}

async function assertPropertyExists(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id));
  if (!row) throw notFound(propertyNotFoundMessage);
}

/** The Spaces tab: every floor by number, with its suites and who is in them. */
export async function getPropertySpaces(db: Database, id: number, today: string): Promise<PropertyFloor[]> {
  await assertPropertyExists(db, id);
  const [floorRows, spaceRows] = await Promise.all([
    db
      .select({ id: floors.id, number: floors.number, totalSf: floors.totalSf })
      .from(floors)
      .where(eq(floors.propertyId, id))
      .orderBy(asc(floors.number)),
    db
      .select({
        id: spaces.id,
        floorId: spaces.floorId,
        suite: spaces.suite,
        rentableSf: spaces.rentableSf,
        spaceType: spaces.spaceType,
        askingRentPsf: spaces.askingRentPsf,
        listingStatus: spaces.listingStatus,
        dateAvailable: spaces.dateAvailable,
        leaseEnd: leases.endDate,
        status: suiteStatusOf(spaces.id, today),
        tenantId: tenants.id,
        tenantName: tenants.name,
      })
      .from(spaces)
      .leftJoin(leases, and(eq(leases.spaceId, spaces.id), eq(leases.status, 'active')))
      .leftJoin(tenants, eq(tenants.id, leases.tenantId))
      .where(eq(spaces.propertyId, id))
      .orderBy(...suiteOrder),
  ]);
  return floorRows.map((floor) => ({
    ...floor,
    spaces: spaceRows
      .filter((space) => space.floorId === floor.id)
      .map(({ floorId: _, tenantId, tenantName, ...space }) => ({
        ...space,
        floorNumber: floor.number,
        tenant: tenantId === null ? null : { id: tenantId, name: tenantName ?? '' },
      })),
  }));
}

function propertyLeases(db: Database, id: number) {
  return db
    .select({
      ...placedLeaseColumns,
      industry: tenants.industry,
      contactName: tenants.contactName,
      contactEmail: tenants.contactEmail,
      contactPhone: tenants.contactPhone,
    })
    .from(leases)
    .innerJoin(spaces, eq(spaces.id, leases.spaceId))
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(properties, eq(properties.id, spaces.propertyId))
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(eq(spaces.propertyId, id))
    .orderBy(desc(leases.startDate), desc(leases.id));
}

/** The Leases tab: every lease in the building (active, pending, expired, terminated), newest start first. */
export async function getPropertyLeases(db: Database, id: number) {
  await assertPropertyExists(db, id);
  const rows = await propertyLeases(db, id);
  return rows.map(({ industry: _i, contactName: _n, contactEmail: _e, contactPhone: _p, ...row }) =>
    toPlacedLease(row),
  );
}

/**
 * The Tenants tab: tenants with an active or signed (pending) lease here, by name, each with all of
 * its leases in this building (history included). Former tenants belong to the Leases tab.
 */
export async function getPropertyTenants(db: Database, id: number): Promise<PropertyTenant[]> {
  await assertPropertyExists(db, id);
  const rows = await propertyLeases(db, id);
  const byTenant = new Map<number, PropertyTenant>();
  for (const { industry, contactName, contactEmail, contactPhone, ...row } of rows) {
    let tenant = byTenant.get(row.tenantId);
    if (!tenant) {
      tenant = {
        id: row.tenantId,
        name: row.tenantName,
        industry,
        contactName,
        contactEmail,
        contactPhone,
        leases: [],
      };
      byTenant.set(row.tenantId, tenant);
    }
    tenant.leases.push(toPlacedLease(row));
  }
  return [...byTenant.values()]
    .filter((tenant) =>
      tenant.leases.some((lease) => lease.status === 'active' || lease.status === 'pending'),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}
