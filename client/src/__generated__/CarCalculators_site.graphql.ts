/**
 * @generated SignedSource<<dbf250c4db7450843e9ee7918ef0440c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarCalculators_site$data = {
  readonly deliveryAvailable: boolean;
  readonly features: {
    readonly fuelCalculator: boolean;
  };
  readonly " $fragmentType": "CarCalculators_site";
};
export type CarCalculators_site$key = {
  readonly " $data"?: CarCalculators_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarCalculators_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarCalculators_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteFeatures",
      "kind": "LinkedField",
      "name": "features",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fuelCalculator",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryAvailable",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "6aad7aecc23b9641b43a21c9c8e089d0";

export default node;
