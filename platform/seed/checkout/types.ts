// A site's delivery and payment methods and consents as plain data; seed/checkout/write.ts
// turns them into rows.

export type DeliveryMethodSeed = {
  name: string;
  description: string;
  /** EUR. */
  price: number;
  /** EUR items total from which the method applies. */
  freeFrom?: number;
  branches?: string[];
};

export type PaymentMethodSeed = { name: string; description: string; paymentType: "HPF" | "WALLET" | null };

export type ConsentSeed = { uniqueNumber: string; displayName: string; text: string; required: boolean };

export type CheckoutSeed = {
  deliveryMethods: DeliveryMethodSeed[];
  paymentMethods: PaymentMethodSeed[];
  consents: ConsentSeed[];
};
