{
  "algorithm": "ed25519",
  "content_sha256": "f4e5ee23fad29e727e458d6b61de087781157c1f6589403ef443214d31230d64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7a48e3b72126a79e0f560a1f71be20139a4945c3cb9e9ab4af6d397ab8e57e80",
  "schema": "gridshift.signature/1",
  "signature": "ac409172de082e58c82ab7813ab814edc70e0e39dc0c936a5150e3ff219d90289c3ef80cd06338b7b896c35b2e912f0782e19e7c06c308fe7d17c3ff0fcd440a"
}
