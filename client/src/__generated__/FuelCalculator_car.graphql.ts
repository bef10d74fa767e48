/**
 * @generated SignedSource<<1af0ed9b6e74449a2545ec4578c74e84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FuelCalculator_car$data = {
  readonly fuel: string | null | undefined;
  readonly variant: {
    readonly fuelConsumptionCombined: number | null | undefined;
  };
  readonly " $fragmentType": "FuelCalculator_car";
};
export type FuelCalculator_car$key = {
  readonly " $data"?: FuelCalculator_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"FuelCalculator_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FuelCalculator_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fuel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CarVariant",
      "kind": "LinkedField",
      "name": "variant",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fuelConsumptionCombined",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "942d515471934ce395b86d69a6a84b83";

export default node;
