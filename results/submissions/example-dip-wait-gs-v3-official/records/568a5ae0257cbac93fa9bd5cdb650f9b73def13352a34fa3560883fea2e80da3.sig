{
  "algorithm": "ed25519",
  "content_sha256": "f45b3b65b8b5436dec98774019ed3688b8f2fe6bf49938029edc8c7ddbd5486d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "568a5ae0257cbac93fa9bd5cdb650f9b73def13352a34fa3560883fea2e80da3",
  "schema": "gridshift.signature/1",
  "signature": "ee27bd0e65294200ff007aa096258f26b2c8ba572c9e1d87151d0c872dd351a65645fd1b4f7b90a786b6065d1bfaab83d623cecb9e01d6005b506d9acfd5ae02"
}
