/**
 * @generated SignedSource<<de4762aa595b550bd0e33dff3d42eb30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SoldPanel_site$data = {
  readonly labels: {
    readonly vehicleType: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SimilarSearchLink_site">;
  readonly " $fragmentType": "SoldPanel_site";
};
export type SoldPanel_site$key = {
  readonly " $data"?: SoldPanel_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoldPanel_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoldPanel_site",
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
      "name": "SimilarSearchLink_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "3051d3979b49d366b41b373b92eeb5cd";

export default node;
