{
  "algorithm": "ed25519",
  "content_sha256": "649b0f6be2ea487fa1c670f43f6870d9d207ca55447743c080450b0ac2f43e0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "79dfdd5ef447c867ee8aef1074fc95d3488e5953f65fc14a51f46cd7c55c92b1",
  "schema": "gridshift.signature/1",
  "signature": "761cb4bae2ae409a440cab6af94c183bbce90a92dadc9acf11748d5d0ec1774d487351565fd587d33f6b20d3e6f246706bae15acdb5c994868b86a9bf0fbd70d"
}
