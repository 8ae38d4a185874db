{
  "algorithm": "ed25519",
  "content_sha256": "fb25dd8d40b4a52d780e74c97e039aa9c74405303f08f7b5448ca180e7153425",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5d22c2a8aaaa46be227d3428030f9ecce5ca3b6ad9a493a77b97fff5a8613251",
  "schema": "gridshift.signature/1",
  "signature": "afc1339e248e414c6aaabb9caff454c77e8c7386e35bf1818b6a812f712339955c1bb5293c71a7a6b0f3045b5a0a446801c105de51732e8f81a7ef28cb7a6a0e"
}
