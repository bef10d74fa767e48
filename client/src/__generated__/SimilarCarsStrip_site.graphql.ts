/**
 * @generated SignedSource<<20a88dfe2236c7e3d20e58a5d1b9583c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SimilarCarsStrip_site$data = {
  readonly features: {
    readonly similarVehicles: boolean;
  };
  readonly labels: {
    readonly vehicleType: string;
  };
  readonly similarVehiclesLazyLoad: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarCarPlaceholders_site" | "SimilarSearchLink_site">;
  readonly " $fragmentType": "SimilarCarsStrip_site";
};
export type SimilarCarsStrip_site$key = {
  readonly " $data"?: SimilarCarsStrip_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarCarsStrip_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarCarsStrip_site",
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
          "name": "similarVehicles",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "similarVehiclesLazyLoad",
      "storageKey": null
    },
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
      "name": "SimilarSearchLink_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SimilarCarPlaceholders_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "3c201e561348af1c2eabb5b293e203b6";

export default node;
