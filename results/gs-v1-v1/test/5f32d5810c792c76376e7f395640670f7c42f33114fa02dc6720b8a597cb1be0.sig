{
  "algorithm": "ed25519",
  "content_sha256": "6d064147060041970914f1562dcfd70407cfe0bac141c66b4b3029ad32aad2ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f32d5810c792c76376e7f395640670f7c42f33114fa02dc6720b8a597cb1be0",
  "schema": "gridshift.signature/1",
  "signature": "bb64e61c5c61e232174e1a37bdf40b4a91ac4997c98b619b68a274f40bbf08efcb4579bd3beee1b7b76a4c237ea63d80268d4d9acc56a5a42832fe9bb940d900"
}
