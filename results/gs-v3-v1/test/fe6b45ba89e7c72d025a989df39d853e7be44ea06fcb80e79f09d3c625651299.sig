{
  "algorithm": "ed25519",
  "content_sha256": "81bb868eb0bc2677f21868b9fee061b12109d208de1dd3969215d80f0fa096bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe6b45ba89e7c72d025a989df39d853e7be44ea06fcb80e79f09d3c625651299",
  "schema": "gridshift.signature/1",
  "signature": "10113c72aab84c6002065a3ff479d672decb2427feafdf0c001a246fa899a4325eee395af4169f4e54c2abfa5684b80869dd679cd4aa201e3aebb19fb868940d"
}
