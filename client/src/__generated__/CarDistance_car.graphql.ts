/**
 * @generated SignedSource<<4bdfdcfa24be0d833daeed0668671e88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarDistance_car$data = {
  readonly distanceFromPostcode?: {
    readonly km: number | null | undefined;
    readonly postcode: string;
  } | null | undefined;
  readonly path: string;
  readonly " $fragmentType": "CarDistance_car";
};
export type CarDistance_car$key = {
  readonly " $data"?: CarDistance_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarDistance_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "",
      "kind": "LocalArgument",
      "name": "postcode"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withPostcode"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarDistance_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "condition": "withPostcode",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "postcode",
              "variableName": "postcode"
            }
          ],
          "concreteType": "PostcodeDistance",
          "kind": "LinkedField",
          "name": "distanceFromPostcode",
          "plural": false,
          "selections": [
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
              "name": "km",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "e9ec203c02c41b2a65636b7f6f497053";

export default node;
