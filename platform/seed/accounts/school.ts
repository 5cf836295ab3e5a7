import type { AccountSeed, UserSeed } from "./types";

// The demo accounts: the school's editor (back office) and a web user with a main address,
// two orders and a wishlist; the shop has the web user too, so signing in works there.

const ana: UserSeed = {
  email: "ana.horvat@example.com",
  password: "Lozinka123",
  firstName: "Ana",
  lastName: "Horvat",
  addresses: [
    {
      type: "main",
      firstName: "Ana",
      lastName: "Horvat",
      contactEmail: "ana.horvat@example.com",
      contactPhone: "+385 91 123 4567",
      country: "HR",
      city: "Zagreb",
      street: "Ilica",
      houseNumber: "10",
      zipCode: "10000",
    },
  ],
};

export const schoolAccountSeed: AccountSeed = {
  users: [
    { email: "urednik@obzor.hr", password: "Urednik123!", firstName: "Urednik", lastName: "Obzora", isBackoffice: true },
    {
      ...ana,
      orders: [
        {
          lines: [["kalkulator-casio-fx-82ms", 1], ["biljeznica-a4-crte", 3]],
          deliveryMethod: "Dostava na kućnu adresu",
          paymentMethod: "Plaćanje pouzećem",
        },
        {
          lines: [["matematika-1", 1]],
          deliveryMethod: "Osobno preuzimanje u poslovnici",
          paymentMethod: "Plaćanje pouzećem",
        },
      ],
      wishlist: ["geografski-atlas"],
    },
  ],
  registerConsents: [
    {
      uniqueNumber: "PRAVILA-PRIVATNOSTI",
      displayName: "Prihvaćam pravila privatnosti",
      text: "Pročitao/la sam pravila privatnosti i pristajem na obradu osobnih podataka radi otvaranja korisničkog računa.",
      required: true,
    },
    {
      uniqueNumber: "NEWSLETTER-REG",
      displayName: "Želim primati newsletter",
      text: "Pristajem na primanje obavijesti o novostima i ponudama elektroničkom poštom.",
      required: false,
    },
  ],
};

export const shopAccountSeed: AccountSeed = { users: [ana], registerConsents: [] };
