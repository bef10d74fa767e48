/**
 * @generated SignedSource<<601810431edf52be6e4ea52daf6d27c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarStep_site$data = {
  readonly labels: {
    readonly vehicleType: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"FoundVehicle_site">;
  readonly " $fragmentType": "CarStep_site";
};
export type CarStep_site$key = {
  readonly " $data"?: CarStep_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarStep_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarStep_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteLabels",
      "kind": "LinkedField",
      "name": "labels",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vehicleType",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FoundVehicle_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "e42c5db80f7cb1df03d47a041a8330e7";

export default node;
