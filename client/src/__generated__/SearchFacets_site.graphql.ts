/**
 * @generated SignedSource<<063da8f6a5862a6ded55176bd54943be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchFacets_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PriceRangeSlider_site">;
  readonly " $fragmentType": "SearchFacets_site";
};
export type SearchFacets_site$key = {
  readonly " $data"?: SearchFacets_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchFacets_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchFacets_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PriceRangeSlider_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "b533f299089d7c68732899f6ef5c607d";

export default node;
