/**
 * @generated SignedSource<<9b87e13397a08266a4ee25521d92ddd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DealerComments_site$data = {
  readonly labels: {
    readonly dealerCommentsLess: string;
    readonly dealerCommentsMore: string;
  };
  readonly texts: {
    readonly dealerCommentsPending: string;
  };
  readonly " $fragmentType": "DealerComments_site";
};
export type DealerComments_site$key = {
  readonly " $data"?: DealerComments_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealerComments_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealerComments_site",
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
          "name": "dealerCommentsMore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dealerCommentsLess",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteTexts",
      "kind": "LinkedField",
      "name": "texts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dealerCommentsPending",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "a5e46858160c3323d08a7bb4b3dc8e5f";

export default node;
