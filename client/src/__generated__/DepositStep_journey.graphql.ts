/**
 * @generated SignedSource<<3caba24bdd490b4ae848145d3b23ea29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutDeliveryMethod = "DELIVERY" | "PICK_UP" | "%future added value";
export type CheckoutFinanceMethod = "CASH" | "FINANCE" | "%future added value";
export type RepaymentFrequency = "FORTNIGHT" | "MONTH" | "WEEK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DepositStep_journey$data = {
  readonly car: {
    readonly name: string;
    readonly priceDisplay: {
      readonly text: string;
    };
  };
  readonly delivery: {
    readonly method: CheckoutDeliveryMethod;
    readonly postcode: string | null | undefined;
    readonly price: number | null | undefined;
  } | null | undefined;
  readonly deposit: {
    readonly amount: number | null | undefined;
    readonly reference: string | null | undefined;
    readonly reservationPath: string | null | undefined;
  } | null | undefined;
  readonly depositAmount: number;
  readonly details: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly finance: {
    readonly frequency: RepaymentFrequency | null | undefined;
    readonly method: CheckoutFinanceMethod;
    readonly repayment: number | null | undefined;
  } | null | undefined;
  readonly tradeIn: {
    readonly hasTradeIn: boolean;
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly offer: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "DepositStep_journey";
};
export type DepositStep_journey$key = {
  readonly " $data"?: DepositStep_journey$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositStep_journey">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "method",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositStep_journey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depositAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Car",
      "kind": "LinkedField",
      "name": "car",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PriceDisplay",
          "kind": "LinkedField",
          "name": "priceDisplay",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutDetails",
      "kind": "LinkedField",
      "name": "details",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutTradeIn",
      "kind": "LinkedField",
      "name": "tradeIn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasTradeIn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "make",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "model",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutFinance",
      "kind": "LinkedField",
      "name": "finance",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "repayment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "frequency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutDelivery",
      "kind": "LinkedField",
      "name": "delivery",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postcode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutDeposit",
      "kind": "LinkedField",
      "name": "deposit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reservationPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};
})();

(node as any).hash = "d19b70f7d3c8988c2866a94421fae27c";

export default node;
