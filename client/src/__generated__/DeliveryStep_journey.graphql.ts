/**
 * @generated SignedSource<<08b10873cdfaa20e7ca0da725e6f6606>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutDeliveryMethod = "DELIVERY" | "PICK_UP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DeliveryStep_journey$data = {
  readonly car: {
    readonly location: {
      readonly name: string;
    };
  };
  readonly delivery: {
    readonly method: CheckoutDeliveryMethod;
    readonly postcode: string | null | undefined;
    readonly price: number | null | undefined;
    readonly regionName: string | null | undefined;
  } | null | undefined;
  readonly deliveryOffered: boolean;
  readonly " $fragmentType": "DeliveryStep_journey";
};
export type DeliveryStep_journey$key = {
  readonly " $data"?: DeliveryStep_journey$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryStep_journey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryStep_journey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryOffered",
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
          "concreteType": "Location",
          "kind": "LinkedField",
          "name": "location",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
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
      "concreteType": "CheckoutDelivery",
      "kind": "LinkedField",
      "name": "delivery",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "regionName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};

(node as any).hash = "1e4a4825bad46512e28fcdd5259ff924";

export default node;
