{
  "algorithm": "ed25519",
  "content_sha256": "d61a5526b24430d4c4a2c6868007e016a3af31054ba935b43f48c85f2b4f8ca1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e1fcc7211b29217473bc46ef9e0983853d6d56723dc2aa931489b918d54e6316",
  "schema": "gridshift.signature/1",
  "signature": "f4ba785b3a2ced3f2264e38555d05e9b4143c270bddda4dbd7c80106dcf70527d31c2f5e6c58a55dda41d26610cab75ac7b72a89344405cb66f3d543b7612e06"
}
