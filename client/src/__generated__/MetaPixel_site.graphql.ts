/**
 * @generated SignedSource<<c99c0c7d3361341e20b41bba5a711aca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MetaPixel_site$data = {
  readonly analytics: {
    readonly metaPixelId: string | null | undefined;
  };
  readonly " $fragmentType": "MetaPixel_site";
};
export type MetaPixel_site$key = {
  readonly " $data"?: MetaPixel_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"MetaPixel_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MetaPixel_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteAnalytics",
      "kind": "LinkedField",
      "name": "analytics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "metaPixelId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "f6841072cfefb5d4b99e16731767ae52";

export default node;
