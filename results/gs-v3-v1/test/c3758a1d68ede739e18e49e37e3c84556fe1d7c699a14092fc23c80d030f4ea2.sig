{
  "algorithm": "ed25519",
  "content_sha256": "9752fa3fe49695f5cda151d37f4eedd17690743e8c3b593c8bfadce657965035",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c3758a1d68ede739e18e49e37e3c84556fe1d7c699a14092fc23c80d030f4ea2",
  "schema": "gridshift.signature/1",
  "signature": "705c0569b70e47993c8553fc4dcc756b8627007cd3a9214a364fb341914965d72d3e13a6e6dacd1435633cef409e966ee149171753bb0f5f0afc8d2aae364601"
}
