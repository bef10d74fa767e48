/**
 * @generated SignedSource<<8de3e0b36816971cf901761fc0ab0f38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarCalculators_site$data = {
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
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "8ebec2833187b8ab51e962eb6a1a5741";

export default node;
