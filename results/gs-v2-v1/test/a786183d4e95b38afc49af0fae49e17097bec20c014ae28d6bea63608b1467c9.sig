{
  "algorithm": "ed25519",
  "content_sha256": "1eb2b66b0a1d4a227dd1c02399f2122e16ae3b5fe0f77eb054c71d70f81a551e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a786183d4e95b38afc49af0fae49e17097bec20c014ae28d6bea63608b1467c9",
  "schema": "gridshift.signature/1",
  "signature": "7b5cecf9c30c7ae87218ef19b51c73af71c3253eac73b2a8cdb4d34c629c587776ac3d6ce078c01fbb82694e10445d256ac9524a81fc25339c9ebdba5b0f3b0e"
}
