/**
 * @generated SignedSource<<1f35274905e568ffb5d3ecbfa0cce87d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
