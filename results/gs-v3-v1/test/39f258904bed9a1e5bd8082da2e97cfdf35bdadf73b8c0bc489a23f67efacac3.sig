{
  "algorithm": "ed25519",
  "content_sha256": "f3182d6968f7b5eaf5d2d4baf98bfdae3fe1919e46538bfa43f724b1dd1389a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "39f258904bed9a1e5bd8082da2e97cfdf35bdadf73b8c0bc489a23f67efacac3",
  "schema": "gridshift.signature/1",
  "signature": "af45cfebc3de81f630f43e2cc501d862292e710ee23c74acb2690085c170f83cada309469d6097a11691e46fd6131bd3ad71b617ecc78ec85bc2fda99c345f0a"
}
