{
  "algorithm": "ed25519",
  "content_sha256": "c712b38a52bdd7cebec228db4acfd6a3649d0a51cf00f43a6eb784e8da1e04a0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "32d376c6c890166983a777f0cac341544f380c06872486c7d9446d4be59d2712",
  "schema": "gridshift.signature/1",
  "signature": "9b32293f6c57eefc5010215fd40a38c7e5115ecc58250583d98310761581ac0edddecb9ccd6dee87feddba5f0930848e9f71522578cb21b1eba17a941b9e9809"
}
