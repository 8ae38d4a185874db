{
  "algorithm": "ed25519",
  "content_sha256": "fcab014795f8ad12e3b9ef81b5f83f09a76cddf9a3d9a576cb2597122741a369",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ee0550ca6092f79281b8c55f116482c7a12ec0c771e295c21dd4ff4fba1b723",
  "schema": "gridshift.signature/1",
  "signature": "1344ee7be994d8825d208d174965b9d9b4d0841fe08eeb222c43703aff6960c412d895ae06cb0284e7d2a583d88eafde956b7b4cacc6d750e96066067e769f0d"
}
