{
  "algorithm": "ed25519",
  "content_sha256": "af0dcea5842337b1a66076388a3b38a38f0be171a896695b8c5a6df115db1e70",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c94f4418c807dbbc303f545218544f62561e1b2843f5dc2f403da17e93207e4f",
  "schema": "gridshift.signature/1",
  "signature": "bd4a10d71adace4a5f62387a28fe40bc55f61655e18a6b1bf340cc1c0a9799c607486f731ffc16d07f10812f51ead971c44ff57aee2ffb20a419846fc7ceb609"
}
