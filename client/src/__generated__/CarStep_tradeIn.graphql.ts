/**
 * @generated SignedSource<<01667aae3fe296063ea9916922ea6b78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarStep_tradeIn$data = {
  readonly maxAgeYears: number;
  readonly maxKm: number;
  readonly onlineEstimate: boolean;
  readonly regoLookup: boolean;
  readonly vehicleNameExample: {
    readonly make: string;
    readonly model: string;
  } | null | undefined;
  readonly " $fragmentType": "CarStep_tradeIn";
};
export type CarStep_tradeIn$key = {
  readonly " $data"?: CarStep_tradeIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarStep_tradeIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarStep_tradeIn",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "regoLookup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onlineEstimate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxAgeYears",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxKm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VehicleNameExample",
      "kind": "LinkedField",
      "name": "vehicleNameExample",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TradeInSettings",
  "abstractKey": null
};

(node as any).hash = "17ab82ba345870fb6e9eb9cef1437fe1";

export default node;
