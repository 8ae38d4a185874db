{
  "algorithm": "ed25519",
  "content_sha256": "d0d356d9a80f3ffd918c4e97ab2ba430984d68fe46e538f68f69801bac06f149",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0f6a5cc723cc8d0e2858336b4251494eea2d7ad0125910335c9434bd38799d56",
  "schema": "gridshift.signature/1",
  "signature": "59dbb06c908d364a9f8b269e1d5ffd254293e187f99c454bab6762eb684c58cbb7202a0aa404a72ec89e7bf1ed35d181b46dca08136cb790ac1b8c68969dd104"
}
