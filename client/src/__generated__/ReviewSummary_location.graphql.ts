/**
 * @generated SignedSource<<ac9f758698c2ec944a8cfa034bb90fe9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewSummary_location$data = {
  readonly rating: {
    readonly average: number;
    readonly averageText: string;
    readonly count: number;
    readonly shown: boolean;
  } | null | undefined;
  readonly " $fragmentType": "ReviewSummary_location";
};
export type ReviewSummary_location$key = {
  readonly " $data"?: ReviewSummary_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummary_location">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSummary_location",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewRating",
      "kind": "LinkedField",
      "name": "rating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shown",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "51db354673526d64ebcc52c7549a0abf";

export default node;
