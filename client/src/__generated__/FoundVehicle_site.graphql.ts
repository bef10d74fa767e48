/**
 * @generated SignedSource<<4e5b9267bc77a9e436e816235c7c249f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FoundVehicle_site$data = {
  readonly labels: {
    readonly vehicleType: string;
  };
  readonly " $fragmentType": "FoundVehicle_site";
};
export type FoundVehicle_site$key = {
  readonly " $data"?: FoundVehicle_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoundVehicle_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FoundVehicle_site",
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
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "e57a179e99b5a20a7a9a4921d170469d";

export default node;
