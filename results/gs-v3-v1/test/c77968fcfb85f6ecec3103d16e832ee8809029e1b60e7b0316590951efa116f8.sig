{
  "algorithm": "ed25519",
  "content_sha256": "c43a0d52ee23c6e648ed5069395abc0a2bbf4419e5d2953ec914537373de02b2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c77968fcfb85f6ecec3103d16e832ee8809029e1b60e7b0316590951efa116f8",
  "schema": "gridshift.signature/1",
  "signature": "30728cfef15d8c09e72fde81cc6e99eb33ebc33007503c9c7e2d07baf51df0d5ebe65858ca4b66e6f0f73ce55003ef3186f999457ee936573c7015dc11c47805"
}
