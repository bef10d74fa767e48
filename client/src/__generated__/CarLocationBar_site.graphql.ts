/**
 * @generated SignedSource<<f92c4fd0b7775a21132ffc0111417f71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarLocationBar_site$data = {
  readonly vehiclePage: {
    readonly locationBar: boolean;
  };
  readonly " $fragmentType": "CarLocationBar_site";
};
export type CarLocationBar_site$key = {
  readonly " $data"?: CarLocationBar_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarLocationBar_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarLocationBar_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VehiclePageSettings",
      "kind": "LinkedField",
      "name": "vehiclePage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locationBar",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "3d372c94b205f6382670ff0574f31a1f";

export default node;
